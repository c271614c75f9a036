import { Code, List, Stack, Text } from '@mantine/core';
import type { TLanguageGap, TMissingClause } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';

/** A missing clause as the administrator knows it: its heading, and the key of the clause chosen under it. */
export function MissingClause({ clause }: { clause: TMissingClause }) {
  return (
    <>
      {clause.headingName}{' '}
      <Code fz="xs" style={{ overflowWrap: 'anywhere' }}>
        {clause.clauseKey}
      </Code>
    </>
  );
}

/** The missing clauses of one language, as a list. */
export function MissingClauses({ clauses, size = 'sm' }: { clauses: readonly TMissingClause[]; size?: 'xs' | 'sm' }) {
  return (
    <List size={size} spacing={2}>
      {clauses.map((clause) => (
        <List.Item key={`${clause.headingId}-${clause.clauseKey}`}>
          <MissingClause clause={clause} />
        </List.Item>
      ))}
    </List>
  );
}

/** Languages that lack exactly the same clauses, together (an English-only clause is one line, not eight). */
export function groupGaps(gaps: readonly TLanguageGap[]): { languages: string[]; missingClauses: TMissingClause[] }[] {
  const groups = new Map<string, { languages: string[]; missingClauses: TMissingClause[] }>();
  for (const gap of gaps) {
    const key = gap.missingClauses.map((clause) => `${clause.headingId}/${clause.clauseKey}`).join(' ');
    const group = groups.get(key) ?? { languages: [], missingClauses: gap.missingClauses };
    group.languages.push(gap.languageName);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Issue 23: each language a template is not complete in, with exactly the clauses it lacks (heading and clause). */
export function LanguageGaps({ gaps, size = 'sm' }: { gaps: readonly TLanguageGap[]; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {groupGaps(gaps).map((group) => (
        <div key={group.languages.join()}>
          <Text fz={size} fw={600}>
            {t('willTemplateAdminMissingIn', { language: group.languages.join(', ') })}
          </Text>
          <MissingClauses clauses={group.missingClauses} size={size} />
        </div>
      ))}
    </Stack>
  );
}
