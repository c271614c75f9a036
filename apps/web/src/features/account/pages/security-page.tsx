import { Badge, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { homeOfRole, securityEventLabelKey, type TSecurityEvent } from '@vasiyat/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { labelKey } from '../../../lib/label-types.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useSecurityEvents } from '../api/account.ts';

/** Below this width the events are cards: three columns with an address do not fit a phone. */
const WIDE = '(min-width: 48em)';

/** A failed sign-in stands out: it may be someone else trying the password. */
const colourOf = (event: TSecurityEvent['event']) => (event === 'login.failed' ? 'red' : event === 'will.download' ? 'blue' : 'gray');

/**
 * Ours (issue 12): the person's own recent sign-ins, failed sign-ins, password changes and downloads, read from
 * the audit log, so they can see at a glance whether anyone else has been in their account.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const home = homeOfRole(useSessionStore((state) => state.claims?.roleId ?? 0));
  const events = useSecurityEvents();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const title = t('securityTitle');
  const breadcrumbs: Crumb[] = [{ label: t('securityHomeCrumb'), to: home }, { label: title }];
  // A download names its format; a reviewer's read or comment (issue 27), the reviewer's address.
  const what = (event: TSecurityEvent) => {
    const detail = event.format?.toUpperCase() ?? event.reviewer;
    const words = t(labelKey(securityEventLabelKey(event.event)));
    return detail ? `${words} (${detail})` : words;
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={t('securityIntro')} />
      <Stack component="section" gap="md" aria-labelledby={titleId}>
        <Title order={2} size="h3" id={titleId}>
          {t('securityRecentTitle')}
        </Title>
        {events.isPending ? (
          <Loading />
        ) : events.isError ? (
          <LoadFailed
            title={errorMessage(events.error, t('securityLoadFailed'))}
            onRetry={() => void events.refetch()}
            retrying={events.isFetching}
          />
        ) : events.data.events.length === 0 ? (
          <EmptyState text={t('securityEmpty')} />
        ) : wide ? (
          <Paper withBorder>
            <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('securityWhen')}</Table.Th>
                  <Table.Th scope="col">{t('securityWhat')}</Table.Th>
                  <Table.Th scope="col">{t('securityFrom')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>{formatDateTime(event.at)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={colourOf(event.event)} radius="sm" tt="none" size="lg" fw={500}>
                        {what(event)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {event.ip ?? '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {events.data.events.map((event) => (
              <Paper component="li" withBorder p="md" key={event.id}>
                <Stack gap={4}>
                  <Badge variant="light" color={colourOf(event.event)} radius="sm" tt="none" size="lg" fw={500}>
                    {what(event)}
                  </Badge>
                  <Text size="sm">{formatDateTime(event.at)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('securityFrom')}: <span style={{ fontFamily: 'monospace' }}>{event.ip ?? '—'}</span>
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t('securityAdvice')}
        </Text>
      </Stack>
    </Container>
  );
}
