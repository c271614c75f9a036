import { Anchor, Badge, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { useSharedWills } from '../api/review.ts';

/** Issue 27: the reviewer's area: every will shared with them whose access has not ended. */
export function SharedWillsPage() {
  const { t } = useTranslation();
  const wills = useSharedWills();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={[{ label: t('reviewAreaTitle') }]} title={t('reviewAreaTitle')} description={t('reviewAreaIntro')} />
      {wills.isPending ? (
        <Loading />
      ) : wills.isError ? (
        <LoadFailed
          title={errorMessage(wills.error, t('reviewLoadFailed'))}
          onRetry={() => void wills.refetch()}
          retrying={wills.isFetching}
        />
      ) : wills.data.wills.length === 0 ? (
        <EmptyState text={t('reviewAreaEmpty')} />
      ) : (
        <Stack gap="sm">
          {wills.data.wills.map((will) => (
            <Paper key={will.grantId} withBorder p="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={`${SCREEN_PATHS.reviewWill}/${will.grantId}`} fw={600}>
                    {t('reviewWillOf', { name: will.testatorName })}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {t('reviewUntil', { date: formatDateTime(will.expiresAt) })}
                  </Text>
                </Stack>
                {will.verdict && (
                  <Badge color={will.verdict === 'ready' ? 'teal.9' : '#b0470b'}>
                    {t(will.verdict === 'ready' ? 'reviewVerdictReady' : 'reviewVerdictChanges')}
                  </Badge>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}
