import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlphabetDevanagari, IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/query-state.tsx';
import { useDeedTexts } from '../api/deed-texts.ts';
import { writtenInIndianScript } from '../rules/deed-texts.ts';
import { DeedTextsList } from './deed-texts-list.tsx';

/**
 * Issue 27 item 4: whether the preview in the language `code` waits for the names first. A deed in an Indian script
 * with texts that would print in English letters shows their list before the preview, once per language, until the
 * testator goes on (with the texts written, or as they are). A list that cannot be read never holds the preview.
 */
export function useDeedTextsGate(code: string | undefined) {
  const asks = writtenInIndianScript(code);
  const texts = useDeedTexts(asks ? code : undefined);
  const [passed, setPassed] = useState<ReadonlySet<string>>(() => new Set());
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  const missing = texts.data?.missing ?? 0;
  // Once shown, the list stays until the testator goes on, even when the last text has just been written.
  useEffect(() => {
    if (asks && missing > 0 && !asked.has(code)) setAsked((before) => new Set(before).add(code));
  }, [asks, missing, asked, code]);
  const open = asks && !passed.has(code) && (texts.isPending || missing > 0 || asked.has(code));
  return {
    open,
    pending: asks && texts.isPending,
    missing,
    pass: () => {
      if (code) setPassed((before) => new Set(before).add(code));
    },
  };
}

/** The list shown before a preview in an Indian language: what would print in English letters, and the way on. */
export function DeedTextsGate({
  code,
  languageName,
  gate,
}: {
  code: string;
  languageName: string;
  gate: ReturnType<typeof useDeedTextsGate>;
}) {
  const { t } = useTranslation();
  if (gate.pending) return <Loading />;
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlphabetDevanagari size={20} aria-hidden />}
        title={t('deedTextsGateTitle', { language: languageName })}
        // Mantine's light orange title is too pale on its background (axe): the text's own colour reads.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text fz="sm">{t('deedTextsGateIntro', { language: languageName })}</Text>
      </Alert>
      <DeedTextsList code={code} languageName={languageName} onlyMissing />
      <Group justify="flex-end">
        <Button leftSection={<IconEye size={16} aria-hidden />} variant={gate.missing > 0 ? 'default' : 'filled'} onClick={gate.pass}>
          {gate.missing > 0 ? t('deedTextsPreviewAnyway') : t('deedTextsPreview')}
        </Button>
      </Group>
    </Stack>
  );
}
