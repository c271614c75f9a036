// Guest pages load only the first-paint sheets (app/styles/first-paint.ts): the picker brings the sheets of what it
// draws (issue 23: unstyled, its options fell below the footer and the page jumped to them).
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../features/languages/api/languages.ts';
import { nativeNamesSelectStyles } from '../../lib/fonts.ts';
import { useLanguageStore } from '../../stores/language.ts';
import { withGlobalLoading } from '../../stores/loading.ts';

/**
 * The language selector (home page only, spec part 1 §2): native names, saved on the device. In the header it
 * takes the place of LanguagePicker's stand-in, opened and focused as the visitor had asked of that.
 */
export function LanguageSelect({
  fullWidth = false,
  initiallyOpened = false,
  initiallyFocused = false,
}: {
  fullWidth?: boolean;
  initiallyOpened?: boolean;
  initiallyFocused?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const { data: languages = [] } = useLanguages();
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it takes the stand-in's place
  useEffect(() => {
    if (initiallyFocused) input.current?.focus();
  }, []);

  const options = languages.map((entry) => ({ value: entry.languageCode, label: entry.languageName }));
  // Until the list arrives, still show the current choice.
  if (!options.some((option) => option.value === language)) options.unshift({ value: language, label: language });

  return (
    <Select
      ref={input}
      defaultDropdownOpened={initiallyOpened}
      aria-label={t('homeLanguageSelector')}
      styles={nativeNamesSelectStyles}
      data={options}
      value={language}
      allowDeselect={false}
      onChange={(value) => {
        if (value && value !== language) void withGlobalLoading(() => setLanguage(value));
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={fullWidth ? '100%' : 136}
      size="sm"
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}
