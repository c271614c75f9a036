import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

/** A section of the will screen: an icon, a heading with a line under it, and its content. */
export function SectionCard({
  icon: SectionIcon,
  title,
  intro,
  children,
}: {
  icon: Icon;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <SectionIcon size={26} aria-hidden color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={4}>
            <Title order={2} fz="h3" id={titleId}>
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              {intro}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
