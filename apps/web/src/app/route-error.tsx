import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

/** The error boundary of every route: a page that failed to load or render shows this instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-8)" aria-hidden />
        <Title order={1}>{t('commonAnErrorOccurred')}</Title>
        {error instanceof Error && error.message && <Text c="dimmed">{error.message}</Text>}
        <Button component={Link} to="/" reloadDocument>
          {t('notFoundHomeLink')}
        </Button>
      </Stack>
    </Container>
  );
}
