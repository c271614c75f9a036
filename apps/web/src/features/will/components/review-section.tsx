import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { REVIEW_DEFAULT_DAYS, type TReviewComment, type TReviewGrant } from '@vasiyat/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { NATIVE_NAMES_FONT } from '../../../lib/fonts.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerComment, useInviteReviewer, useReviewGrants, useRevokeReviewer, useWillTemplates } from '../api/will.ts';
import { SectionCard } from './section-card.tsx';

// Dark shades, filled: white on them keeps 4.5:1 (axe).
const STATUS_COLOURS: Record<TReviewGrant['status'], string> = { invited: 'blue.9', active: 'teal.9', expired: 'gray.8', revoked: 'red.9' };
const STATUS_KEYS = {
  invited: 'reviewStatusInvited',
  active: 'reviewStatusActive',
  expired: 'reviewStatusExpired',
  revoked: 'reviewStatusRevoked',
} as const;

/** Issue 27: invite a reviewer (an advocate, an accountant, a relative) to read the will, and answer their comments. */
export function ReviewSection() {
  const { t } = useTranslation();
  const grants = useReviewGrants();
  return (
    <SectionCard icon={IconMessageCircle} title={t('reviewSectionTitle')} intro={t('reviewSectionIntro', { days: REVIEW_DEFAULT_DAYS })}>
      <InviteForm />
      {grants.isPending ? (
        <Loading />
      ) : grants.isError ? (
        <LoadFailed
          title={errorMessage(grants.error, t('reviewLoadFailed'))}
          onRetry={() => void grants.refetch()}
          retrying={grants.isFetching}
        />
      ) : grants.data.grants.length === 0 ? (
        <EmptyState text={t('reviewNoInvitations')} />
      ) : (
        <Stack gap="md">
          {grants.data.grants.map((grant) => (
            <GrantCard key={grant.grantId} grant={grant} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const templates = useWillTemplates();
  const invite = useInviteReviewer();
  const [email, setEmail] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [languageIds, setLanguageIds] = useState<string[]>([]);
  const cards = templates.data?.templates ?? [];
  const languages = templates.data?.languages ?? [];
  const chosenTemplate = templateId ?? (cards[0] ? String(cards[0].willTemplateId) : null);
  const chosenLanguages =
    languageIds.length > 0 ? languageIds : languages.filter((l) => l.languageCode === 'en').map((l) => String(l.languageId));

  const submit = () =>
    invite.mutate(
      { email, templateId: Number(chosenTemplate), languageIds: chosenLanguages.map(Number), days: REVIEW_DEFAULT_DAYS },
      {
        onSuccess: () => {
          toast('success', t('reviewInviteSent', { email }));
          setEmail('');
        },
        onError: (error) => toast('error', errorMessage(error, t('reviewInviteFailed'))),
      },
    );

  return (
    <Paper withBorder p="md" radius="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-end" wrap="wrap">
            <TextInput
              label={t('reviewInviteEmail')}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              miw={220}
            />
            <Select
              label={t('reviewInviteTemplate')}
              data={cards.map((card) => ({ value: String(card.willTemplateId), label: card.templateName }))}
              value={chosenTemplate}
              onChange={setTemplateId}
              allowDeselect={false}
              miw={220}
            />
          </Group>
          <Checkbox.Group label={t('reviewInviteLanguages')} value={chosenLanguages} onChange={setLanguageIds}>
            <Group gap="md" mt={4}>
              {languages.map((language) => (
                <Checkbox
                  key={language.languageId}
                  value={String(language.languageId)}
                  label={language.languageName}
                  styles={{ label: { fontFamily: NATIVE_NAMES_FONT } }}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={invite.isPending} disabled={!email || !chosenTemplate}>
              {t('reviewInviteSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function GrantCard({ grant }: { grant: TReviewGrant }) {
  const { t } = useTranslation();
  const revoke = useRevokeReviewer();
  const live = grant.status === 'invited' || grant.status === 'active';
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {grant.email}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('reviewUntil', { date: formatDateTime(grant.expiresAt) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={STATUS_COLOURS[grant.status]}>{t(STATUS_KEYS[grant.status])}</Badge>
            {grant.verdict && (
              <Badge color={grant.verdict === 'ready' ? 'teal.9' : '#b0470b'}>
                {t(grant.verdict === 'ready' ? 'reviewVerdictReady' : 'reviewVerdictChanges')}
              </Badge>
            )}
            {live && (
              <Button
                size="compact-sm"
                color="red.9"
                variant="outline"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(grant.grantId, {
                    onSuccess: () => toast('success', t('reviewRevoked')),
                    onError: (error) => toast('error', errorMessage(error, t('reviewLoadFailed'))),
                  })
                }
              >
                {t('reviewRevoke')}
              </Button>
            )}
          </Group>
        </Group>
        {grant.comments.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('reviewNoComments')}
          </Text>
        ) : (
          grant.comments.map((comment) => <CommentAnswer key={comment.commentId} comment={comment} />)
        )}
      </Stack>
    </Paper>
  );
}

function CommentAnswer({ comment }: { comment: TReviewComment }) {
  const { t } = useTranslation();
  const answer = useAnswerComment();
  const [text, setText] = useState(comment.answer ?? '');
  const resolved = comment.resolvedAt !== null;
  const save = (values: { answer?: string | null; resolved?: boolean }) =>
    answer.mutate(
      { commentId: comment.commentId, ...values },
      {
        onSuccess: () => toast('success', t('reviewAnswerSaved')),
        onError: (error) => toast('error', errorMessage(error, t('reviewLoadFailed'))),
      },
    );
  return (
    <Paper bg="gray.0" p="sm" radius="sm" data-testid="review-comment">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600}>
            {comment.anchorKind === 'heading'
              ? t('reviewAnchorHeading', { anchor: comment.anchor })
              : comment.anchorKind === 'finding'
                ? t('reviewAnchorFinding', { anchor: comment.anchor })
                : t('reviewAnchorGeneral')}
          </Text>
          <Badge color={resolved ? 'teal.9' : '#b0470b'}>{resolved ? t('reviewResolved') : t('reviewOpen')}</Badge>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {comment.body}
        </Text>
        {comment.addressedInVersionId !== null && (
          <Text fz="xs" c="teal.8">
            {t('reviewAddressedIn', { versionId: comment.addressedInVersionId })}
          </Text>
        )}
        <Textarea
          label={t('reviewAnswerLabel')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={1}
        />
        <Group gap="xs">
          <Button size="compact-sm" variant="light" loading={answer.isPending} onClick={() => save({ answer: text || null })}>
            {t('reviewAnswerSave')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={answer.isPending}
            onClick={() => save({ answer: text || null, resolved: !resolved })}
          >
            {resolved ? t('reviewReopen') : t('reviewResolve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
