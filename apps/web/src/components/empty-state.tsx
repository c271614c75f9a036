import { Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

/** What a list shows when it has nothing in it. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconInbox size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Paper>
  );
}
