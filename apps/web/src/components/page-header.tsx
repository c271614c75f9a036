import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Buttons shown beside the title (a back button, an Add+ button, ...). */
  actions?: ReactNode;
};

/** The top of a page inside the app: breadcrumbs, the page's one h1, a line of context and actions. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Stack gap="sm" mb="xl">
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && (
            <Text c="dimmed" fz="md">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
