import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { SCREEN_PATHS, type TWillStatus } from '@vasiyat/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { useWillStatus } from '../api/status.ts';
import { WillRemindersSwitch } from './will-reminders-switch.tsx';

/**
 * Issue 27: "Your records changed since the will you downloaded on 27/11/2026: 3 changes", the life events that
 * change the law's answer first (a marriage, a birth, a death, a minor come of age, each with its law where one
 * governs this testator), then every change to what the deed says. `link`: a way to the will page (the dashboard).
 */
export function OutOfDateAlert({ status, link = false }: { status: TWillStatus; link?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const date = formatDate(status.downloadedAt ?? '');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={22} aria-hidden />}
      aria-labelledby={titleId}
      data-testid="out-of-date-notice"
      styles={{ message: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('willStatusTitle')}
        </Title>
        <Text fw={600}>
          {status.changes.length > 0
            ? t('willStatusHeadline', { date, count: status.changes.length })
            : t('willStatusEventsOnly', { date })}
        </Text>
        {status.lifeEvents.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('willStatusLifeEvents')}
            </Title>
            <List spacing={6} size="sm" data-testid="life-events">
              {status.lifeEvents.map((event) => (
                <List.Item key={`${event.code}:${event.text}`}>
                  <Text span fz="sm" fw={600}>
                    {event.text}
                  </Text>
                  {event.law && (
                    <Text fz="xs" c="gray.8">
                      {t('willStatusLaw', { law: event.law })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {status.changes.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('willStatusChanges')}
            </Title>
            <List spacing={4} size="sm" data-testid="will-changes">
              {status.changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {link && (
          <Button component={Link} to={SCREEN_PATHS.willTemplate} variant="filled" style={{ alignSelf: 'flex-start' }}>
            {t('willStatusAction')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** On the dashboard: the notice when the will downloaded is out of date, and nothing otherwise (not while loading either). */
export function DashboardOutOfDateNotice() {
  const status = useWillStatus();
  if (!status.data?.outOfDate) return null;
  return <OutOfDateAlert status={status.data} link />;
}

/** On the will page: the notice, or that the will downloaded still matches the records; and the reminder setting. */
export function WillStatusSection() {
  const { t } = useTranslation();
  const status = useWillStatus();
  if (status.isPending) return <Loading />;
  if (status.isError)
    return (
      <LoadFailed
        title={errorMessage(status.error, t('willStatusLoadFailed'))}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  const { data } = status;
  return (
    <Stack gap="sm">
      {data.outOfDate ? (
        <OutOfDateAlert status={data} />
      ) : (
        data.downloadedAt && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={22} aria-hidden />} data-testid="up-to-date">
            <Text fz="sm" c="gray.9">
              {t('willStatusUpToDate', { date: formatDate(data.downloadedAt) })}
            </Text>
          </Alert>
        )
      )}
      <WillRemindersSwitch enabled={data.reminders} />
    </Stack>
  );
}
