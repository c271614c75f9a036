import { ActionIcon, Fieldset, Grid, Group, NativeSelect, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { TClauseSet } from '@vasiyat/contract';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clauseChoices, clauseLabel, headingChoices, type TemplateRow, type TemplateValues } from '../rules/template-rows.ts';

type TemplateRowFieldsProps = {
  index: number;
  rows: readonly TemplateRow[];
  headings: readonly TClauseSet[];
  errors: FieldErrors<TemplateValues>['clauseContents'];
  onHeading: (headingId: string) => void;
  onClause: (contentId: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/**
 * One row of a template (spec part 2 §5): a heading no other row has, then one of its clauses (locked until
 * the heading is chosen); moved up or down, or removed while others remain.
 */
export function TemplateRowFields({ index, rows, headings, errors, onHeading, onClause, onMove, onRemove }: TemplateRowFieldsProps) {
  const { t } = useTranslation();
  const row = rows[index]!;
  const noHeading = row.headingId === '';
  const rowErrors = Array.isArray(errors) ? errors[index] : undefined;
  const clauses = clauseChoices(headings, row);
  const actions: { label: string; icon: typeof IconArrowUp; onClick: () => void; disabled: boolean; color?: string }[] = [
    { label: t('templateEditorMoveUp'), icon: IconArrowUp, onClick: () => onMove(-1), disabled: index === 0 },
    { label: t('templateEditorMoveDown'), icon: IconArrowDown, onClick: () => onMove(1), disabled: index === rows.length - 1 },
    { label: t('templateEditorRemoveRow'), icon: IconTrash, onClick: onRemove, disabled: rows.length === 1, color: 'red' },
  ];

  return (
    <Fieldset legend={t('templateEditorRowHeading', { number: index + 1 })} variant="filled" p="sm">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, xl: 'auto' }}>
          <NativeSelect
            label={t('templateEditorHeading')}
            required
            value={row.headingId}
            onChange={(event) => onHeading(event.currentTarget.value)}
            error={rowErrors?.headingId?.message}
            data={[
              { value: '', label: t('templateEditorSelectHeading') },
              ...headingChoices(headings, rows, index).map((heading) => ({ value: String(heading.headingId), label: heading.headingName })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 'auto' }}>
          <NativeSelect
            label={t('templateEditorClause')}
            required
            value={row.contentId}
            onChange={(event) => onClause(event.currentTarget.value)}
            disabled={noHeading}
            description={noHeading ? t('templateEditorChooseHeadingFirst') : undefined}
            error={rowErrors?.contentId?.message}
            data={[
              { value: '', label: t('templateEditorSelectClause') },
              ...clauses.map((clause) => ({ value: String(clause.clauseId), label: clauseLabel(clause, t('adminClauseNoTranslation')) })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 'content' }}>
          <Group gap={4} justify="flex-end" pb={4}>
            {actions.map((action) => (
              <Tooltip key={action.label} label={action.label} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={action.color ?? 'gray'}
                  size="lg"
                  aria-label={action.label}
                  onClick={action.onClick}
                  disabled={action.disabled}
                >
                  <action.icon size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
