import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLanguage, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TClauseSet } from '@vasiyat/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClauseText } from './clause-text.tsx';

type ClauseSetCardProps = {
  set: TClauseSet;
  /** The list's language code, for the text's lang attribute. */
  languageCode?: string;
  /** False when the set has no text in the list's language: there is nothing to edit there. */
  editable: boolean;
  busy: boolean;
  onEdit: () => void;
  onTranslate: () => void;
  onDelete: () => void;
};

/** One clause set of the list (spec part 2 §2): its heading, its clauses, and Edit, Add translation, Delete. */
export function ClauseSetCard({ set, languageCode, editable, busy, onEdit, onTranslate, onDelete }: ClauseSetCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} fz="h4" id={titleId} lang={languageCode} style={{ overflowWrap: 'anywhere' }}>
            {set.headingName}
          </Title>
          <Group gap="xs">
            {editable && (
              <Button variant="light" size="compact-sm" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} disabled={busy}>
                {t('adminClauseEdit')}
              </Button>
            )}
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconLanguage size={14} aria-hidden />}
              onClick={onTranslate}
              disabled={busy}
            >
              {t('adminClauseAddTranslation')}
            </Button>
            <Button
              variant="light"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              disabled={busy}
            >
              {t('adminClauseDelete')}
            </Button>
          </Group>
        </Group>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {set.clauses.map((clause) => (
            <Stack
              component="li"
              gap={6}
              key={clause.templateClausesKey}
              pl="sm"
              style={{ borderInlineStart: '3px solid var(--mantine-color-blue-2)' }}
            >
              <Group gap="xs">
                <Code fw={600}>{clause.templateClausesKey}</Code>
                {set.clauses.length > 1 && (
                  <Badge variant="default" size="sm" radius="sm">
                    {t('adminClauseVariant', { number: set.clauses.indexOf(clause) + 1 })}
                  </Badge>
                )}
              </Group>
              {clause.translatedContent === null ? (
                <Text fz="sm" c="dimmed" fs="italic">
                  {t('adminClauseNoTranslation')}
                </Text>
              ) : (
                <ClauseText text={clause.translatedContent} lang={languageCode} />
              )}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
