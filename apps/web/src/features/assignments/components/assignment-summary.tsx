import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { SummaryGroup } from '../rules/words.ts';

type AssignmentSummaryProps = { title: string; emptyText: string; groups: readonly SummaryGroup[] };

/** The assignment as the will will read it, kept up to date while the form is filled (ours, beyond the spec). */
export function AssignmentSummary({ title, emptyText, groups }: AssignmentSummaryProps) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="assignment-summary-title" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="assignment-summary-title" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconQuote size={20} aria-hidden />
          {title}
        </Title>
        {/* Read out as it changes, without taking the focus from the field being filled. */}
        <div aria-live="polite">
          {groups.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {emptyText}
            </Text>
          ) : (
            <Stack gap="md">
              {groups.map((group) => (
                <Stack gap={4} key={group.assetId}>
                  <Text fw={600} fz="sm">
                    {group.asset}
                  </Text>
                  <List spacing={4} size="sm">
                    {group.lines.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Stack>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
