import { Accordion, Badge, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TLanguage } from '@vasiyat/contract';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCRIPT_FACES } from '../../../lib/fonts.ts';
import { isTranslated, type TemplateValues } from '../rules/template-rows.ts';

/** A language's own script face before the page's stack (none for English). */
const ownFace = (code: string | undefined) => {
  const face = code ? SCRIPT_FACES[code]?.family : undefined;
  return face ? `'${face}', var(--mantine-font-family)` : undefined;
};

type TemplateTranslationsProps = {
  languages: readonly TLanguage[];
  control: Control<TemplateValues, unknown, unknown>;
  register: UseFormRegister<TemplateValues>;
  errors: FieldErrors<TemplateValues>['translations'];
};

/**
 * Issue 23: the template's name and description in every language but the editor's, as testators will read them. A
 * language left empty is marked untranslated: its testators read the English.
 */
export function TemplateTranslations({ languages, control, register, errors }: TemplateTranslationsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const translations = useWatch({ control, name: 'translations' });
  const [englishName, englishDescription] = useWatch({ control, name: ['templateName', 'templateDescription'] });
  const languageOf = (languageId: number) => languages.find((language) => language.languageId === languageId);
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('templateEditorTranslations')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('templateEditorTranslationsHint')}
        </Text>
        <Accordion variant="separated" chevronPosition="right" multiple>
          {translations.map((translation, index) => {
            const language = languageOf(translation.languageId);
            const failed = errors?.[index]?.templateName?.message ?? errors?.[index]?.templateDescription?.message;
            return (
              <Accordion.Item key={translation.languageId} value={String(translation.languageId)}>
                <Accordion.Control>
                  <Group gap="xs" justify="space-between" wrap="wrap" pr="xs">
                    {/* The name in its own script's face first: on an English page the system's face, first in the stack, drew the Hindi name as empty boxes here. */}
                    <Text fw={600} style={{ fontFamily: ownFace(language?.languageCode) }}>
                      {language?.languageName}
                    </Text>
                    {isTranslated(translation) ? (
                      <Badge color="teal.9" variant="filled" size="sm" style={{ textTransform: 'none' }}>
                        {t('templateEditorTranslated')}
                      </Badge>
                    ) : (
                      <Badge color="gray.8" variant="outline" size="sm" style={{ textTransform: 'none' }}>
                        {t('templateEditorNotTranslated')}
                      </Badge>
                    )}
                  </Group>
                  {failed && (
                    <Text fz="xs" c="var(--mantine-color-error)" mt={4}>
                      {failed}
                    </Text>
                  )}
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm" lang={language?.languageCode}>
                    <TextInput
                      label={t('templateEditorName')}
                      placeholder={englishName}
                      {...register(`translations.${index}.templateName`)}
                      error={errors?.[index]?.templateName?.message}
                    />
                    <Textarea
                      label={t('templateEditorDescription')}
                      placeholder={englishDescription}
                      autosize
                      minRows={2}
                      maxRows={6}
                      {...register(`translations.${index}.templateDescription`)}
                      error={errors?.[index]?.templateDescription?.message}
                    />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Stack>
    </Paper>
  );
}
