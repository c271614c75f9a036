import { Select } from '@mantine/core';
import { IconAlphabetDevanagari } from '@tabler/icons-react';
import type { TLanguage } from '@vasiyat/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeNamesSelectStyles } from '../../../lib/fonts.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { indicLanguages } from '../rules/deed-texts.ts';
import { DeedTextsList } from './deed-texts-list.tsx';
import { SectionCard } from './section-card.tsx';

/**
 * Issue 27 item 4: names in the deed's script. For a deed language written in an Indian script (the screen's language
 * first, when it is one), each name, address and text of the testator's own that the deed would print in English
 * letters, with a box to write it as the deed should print it. One form serves every language of the script.
 */
export function DeedTextsCard({ languages }: { languages: readonly TLanguage[] }) {
  const { t } = useTranslation();
  const uiLanguage = useLanguageStore((state) => state.language);
  const choices = indicLanguages(languages);
  const [chosen, setChosen] = useState<string>();
  const code = chosen ?? choices.find((language) => language.languageCode === uiLanguage)?.languageCode ?? choices[0]?.languageCode;
  const language = choices.find((candidate) => candidate.languageCode === code);
  if (choices.length === 0) return null;
  return (
    <SectionCard icon={IconAlphabetDevanagari} title={t('deedTextsTitle')} intro={t('deedTextsIntro')}>
      <Select
        label={t('deedTextsLanguage')}
        styles={nativeNamesSelectStyles}
        data={choices.map((candidate) => ({ value: candidate.languageCode, label: candidate.languageName }))}
        value={code ?? null}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 260 }}
      />
      {code && language && <DeedTextsList key={code} code={code} languageName={language.languageName} />}
    </SectionCard>
  );
}
