import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec part 1 §2: '404 - Page Not Found', the explanation and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" gap="lg" ta="center">
        <Text
          aria-hidden="true"
          fw={800}
          c="brand.6"
          style={{ fontSize: 'clamp(5rem, 4rem + 6vw, 9rem)', lineHeight: 1, letterSpacing: '-0.04em' }}
        >
          404
        </Text>
        <Title order={1}>{t('notFoundTitle')}</Title>
        <Text c="dimmed" fz="lg">
          {t('notFoundText')}
        </Text>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
          {t('notFoundHomeLink')}
        </Button>
      </Stack>
    </Container>
  );
}
