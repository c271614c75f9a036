import { Badge, Box, Code, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/query-state.tsx';
import { useContextVariables } from '../api/clauses.ts';
import { type ContextVariable, filterVariableRows, variableRows } from '../rules/variables.ts';
import classes from './variables-panel.module.css';

/**
 * The will context's variables (path, what it is, lists marked), searchable; a click picks one for the
 * clause editor to insert at its cursor.
 */
export function VariablesPanel({ onPick }: { onPick: (variable: ContextVariable) => void }) {
  const { t } = useTranslation();
  const variables = useContextVariables();
  const [search, setSearch] = useState('');
  const baseId = useId();
  const rows = useMemo(() => filterVariableRows(variableRows(variables.data ?? []), search), [variables.data, search]);

  return (
    <Stack gap="xs">
      <Stack gap={2}>
        <Text fw={700} fz="sm">
          {t('adminClauseVariablesTitle')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('adminClauseVariablesHint')}
        </Text>
      </Stack>
      <TextInput
        size="xs"
        type="search"
        aria-label={t('adminClauseSearchVariables')}
        placeholder={t('adminClauseSearchVariables')}
        leftSection={<IconSearch size={14} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {variables.isPending ? (
        <Loading />
      ) : variables.isError ? (
        <Text fz="sm" c="red" role="alert">
          {t('adminClauseVariablesFailed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed" py="xs">
          {t('adminClauseNoVariables')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
          <Stack gap={2} component="ul" className={classes.list}>
            {rows.map((row, index) => {
              const descriptionId = `${baseId}-${index}`;
              const content = (
                <>
                  <Group gap={6} wrap="nowrap">
                    <Code className={classes.path}>{row.path}</Code>
                    {row.list && (
                      <Badge size="xs" variant="light" color="grape">
                        {t('adminClauseVariableList')}
                      </Badge>
                    )}
                  </Group>
                  {row.description && (
                    <Text fz="xs" c="dimmed" id={descriptionId}>
                      {row.description}
                    </Text>
                  )}
                </>
              );
              return (
                <Box component="li" key={row.path} style={{ paddingInlineStart: `calc(${row.depth} * var(--mantine-spacing-md))` }}>
                  {row.insertable ? (
                    <UnstyledButton
                      className={classes.variable}
                      onClick={() => onPick(row)}
                      aria-label={t('adminClauseInsertVariable', { name: row.path })}
                      aria-describedby={row.description ? descriptionId : undefined}
                    >
                      {content}
                    </UnstyledButton>
                  ) : (
                    <div className={classes.group}>{content}</div>
                  )}
                </Box>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
