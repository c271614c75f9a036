import { TextInput } from '@mantine/core';
import { IconLanguage, IconSelector } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../features/languages/api/languages.ts';
import { nativeNamesSelectStyles } from '../../lib/fonts.ts';
import { useLanguageStore } from '../../stores/language.ts';

type SelectModule = typeof import('./language-select.tsx');
const loadSelect = (): Promise<SelectModule> => import('./language-select.tsx');

/** Keys that open a select's list. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The header's language picker, loaded when a visitor shows they will use it (the pointer over it, a touch, the
 * focus): the select and its floating list (Combobox, Popover, floating-ui: some 35 KB on the wire) stay off a
 * first visit (issue 25). Until then an input of the same look shows the language; a press, a click or an opening
 * key before the select has come opens its list as soon as it is there, and the focus moves to it.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const { data: languages = [] } = useLanguages();
  const [loaded, setLoaded] = useState<SelectModule>();
  const wanted = useRef(false);
  const [opening, setOpening] = useState(false);
  const focused = useRef(false);
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    void loadSelect().then(setLoaded, () => {
      // Offline: the next intent tries again.
      wanted.current = false;
    });
  };

  if (loaded) return <loaded.LanguageSelect initiallyOpened={opening} initiallyFocused={focused.current || opening} />;
  const name = languages.find((entry) => entry.languageCode === language)?.languageName ?? language;
  const open = () => {
    setOpening(true);
    want();
  };
  return (
    <TextInput
      aria-label={t('homeLanguageSelector')}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      value={name}
      styles={nativeNamesSelectStyles}
      leftSection={<IconLanguage size={16} aria-hidden />}
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      w={136}
      size="sm"
      style={{ cursor: 'pointer' }}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      // A press opens the list, not only a click: the select may take the stand-in's place between the button
      // going down and coming up, and the click is then lost (it goes to their common ancestor). Native selects
      // open on the press too. The click still opens it for what clicks without pressing (assistive technology).
      onPointerDown={open}
      onClick={open}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    />
  );
}
