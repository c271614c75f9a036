import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconRefreshAlert } from '@tabler/icons-react';
import type { TClauseUpdate, TLanguage } from '@vasiyat/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Modal } from '../../../components/modal.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useClauseUpdates, useResolveClauseUpdate } from '../api/clause-updates.ts';
import { ClauseText } from './clause-text.tsx';

/**
 * Issue 22: above the clause library, when a release brought a new text for clauses the administrator edited.
 * Nothing shows while there is nothing to decide (or the count could not be read: the library itself still works).
 */
export function ClauseUpdatesNotice({ onReview }: { onReview: () => void }) {
  const { t } = useTranslation();
  const updates = useClauseUpdates();
  const count = updates.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconRefreshAlert size={18} aria-hidden />} role="status">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={600}>
          {t('adminClauseUpdatesNotice', { count })}
        </Text>
        <Button size="compact-sm" onClick={onReview}>
          {t('adminClauseUpdatesReview')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The offers to decide, each the administrator's text beside the release's (one above the other on a phone). */
export function ClauseUpdatesModal({ languages, onClose }: { languages: readonly TLanguage[]; onClose: () => void }) {
  const { t } = useTranslation();
  const updates = useClauseUpdates();
  const codeOf = (languageId: number) => languages.find((language) => language.languageId === languageId)?.languageCode;
  return (
    <Modal opened onClose={onClose} title={t('adminClauseUpdatesTitle')} size="lg">
      <Stack gap="md">
        {updates.isPending ? (
          <Loading />
        ) : updates.isError ? (
          <LoadFailed title={t('adminClauseUpdatesFetchError')} onRetry={() => void updates.refetch()} retrying={updates.isFetching} />
        ) : updates.data.length === 0 ? (
          <EmptyState text={t('adminClauseUpdatesEmpty')} />
        ) : (
          <>
            <Text fz="sm">{t('adminClauseUpdatesIntro')}</Text>
            {updates.data.map((update) => (
              <ClauseUpdateCard key={update.clauseId} update={update} languageCode={codeOf(update.languageId)} />
            ))}
          </>
        )}
      </Stack>
    </Modal>
  );
}

function ClauseUpdateCard({ update, languageCode }: { update: TClauseUpdate; languageCode?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  // One mutation per card: two cards decided quickly one after the other each keep their own spinner.
  const resolve = useResolveClauseUpdate();

  const decide = async (accept: boolean) => {
    // Taking the release's text replaces the administrator's own: that asks first; keeping theirs changes nothing.
    if (accept) {
      const confirmed = await confirmAction({
        title: update.headingName,
        message: t('adminClauseUpdatesAcceptConfirm'),
        confirmLabel: t('adminClauseUpdatesAccept'),
        danger: true,
      });
      if (!confirmed) return;
    }
    try {
      await resolve.mutateAsync({ clauseId: update.clauseId, accept });
      toast('success', t('commonSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) toast('info', t('adminClauseUpdatesGone'));
      else toast('error', t('adminClauseUpdatesFailed', { message: errorMessage(error, t('commonAnErrorOccurred')) }));
    }
  };

  const choosing = resolve.isPending ? resolve.variables.accept : null;
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId} aria-busy={resolve.isPending}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} fz="h5" id={titleId} lang={languageCode} style={{ overflowWrap: 'anywhere' }}>
            {update.headingName}
          </Title>
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t('adminClauseKey')}
            </Text>
            <Code fw={600}>{update.clauseKey}</Code>
            <Badge variant="default" radius="sm" aria-label={`${t('adminClauseLanguage')}: ${update.languageName}`}>
              {update.languageName}
            </Badge>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextColumn label={t('adminClauseUpdatesYours')} text={update.content} languageCode={languageCode} />
          <TextColumn label={t('adminClauseUpdatesNew')} text={update.proposedContent} languageCode={languageCode} highlight />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void decide(false)} loading={choosing === false} disabled={choosing === true}>
            {t('adminClauseUpdatesKeep')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => void decide(true)}
            loading={choosing === true}
            disabled={choosing === false}
          >
            {t('adminClauseUpdatesAccept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TextColumn({
  label,
  text,
  languageCode,
  highlight = false,
}: {
  label: string;
  text: string;
  languageCode?: string;
  highlight?: boolean;
}) {
  const labelId = useId();
  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: `1px solid var(--mantine-color-${highlight ? 'blue-3' : 'gray-3'})`,
        background: highlight ? 'var(--mantine-color-blue-0)' : undefined,
        minWidth: 0,
      }}
    >
      <Text id={labelId} fz="sm" fw={700}>
        {label}
      </Text>
      <ClauseText text={text} lang={languageCode} fold={false} />
    </Stack>
  );
}
