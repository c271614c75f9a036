import { Alert, Badge, Button, Container, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { SCREEN_PATHS, type TReviewAnchorKind, type TReviewComment } from '@vasiyat/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PdfFrame, PdfFrameEmpty } from '../../../components/pdf-frame.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { nativeNamesSelectStyles } from '../../../lib/fonts.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useAddComment,
  useGiveVerdict,
  useReviewChanges,
  useReviewCheck,
  useReviewComments,
  useReviewPreview,
  useSharedWill,
} from '../api/review.ts';

// Dark shades, filled: white on them keeps 4.5:1 (axe).
const LEVEL_COLOURS = { blocker: 'red.9', warning: '#b0470b', note: 'blue.9' } as const;
const LEVEL_KEYS = { blocker: 'reviewLevelBlocker', warning: 'reviewLevelWarning', note: 'reviewLevelNote' } as const;

/** Issue 27: one will shared with the reviewer: the preview, the check, the changes, the comments and the verdict. */
export function ReviewWillPage() {
  const { t } = useTranslation();
  const grantId = Number(useParams().grantId ?? 0);
  const will = useSharedWill(grantId);
  const [languageId, setLanguageId] = useState<number>();
  const chosen = languageId ?? will.data?.languages[0]?.languageId;
  const preview = useReviewPreview(grantId, will.data ? chosen : undefined);

  if (will.isPending) return <Loading />;
  if (will.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {errorMessage(will.error, t('reviewWillGone'))}
        </Alert>
      </Container>
    );
  const data = will.data;
  const language = data.languages.find((candidate) => candidate.languageId === chosen);
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        breadcrumbs={[{ label: t('reviewAreaTitle'), to: SCREEN_PATHS.review }, { label: data.testatorName }]}
        title={t('reviewWillOf', { name: data.testatorName })}
        description={t('reviewUntil', { date: formatDateTime(data.expiresAt) })}
      />
      <Stack gap="xl">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('reviewPreviewTitle')}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="h3">
                {t('reviewPreviewTitle')}
              </Title>
              <Select
                aria-label={t('reviewPreviewLanguage')}
                styles={nativeNamesSelectStyles}
                data={data.languages.map((item) => ({ value: String(item.languageId), label: item.languageName }))}
                value={chosen ? String(chosen) : null}
                onChange={(value) => value && setLanguageId(Number(value))}
                allowDeselect={false}
                w={200}
              />
            </Group>
            <PdfFrame
              pdf={preview.data?.pdfContent || undefined}
              title={t('reviewPreviewTitle')}
              lang={language?.languageCode}
              busy={preview.isFetching}
              busyText={t('reviewPreviewLoading')}
              placeholder={preview.isError ? <PdfFrameEmpty text={t('reviewLoadFailed')} /> : undefined}
              openText={t('reviewPreviewOpen')}
              height="70vh"
            />
          </Stack>
        </Paper>
        <CheckAndChanges grantId={grantId} />
        <Comments grantId={grantId} headings={data.headings} />
        <Verdict grantId={grantId} verdict={data.verdict} />
      </Stack>
    </Container>
  );
}

function CheckAndChanges({ grantId }: { grantId: number }) {
  const { t } = useTranslation();
  const check = useReviewCheck(grantId);
  const changes = useReviewChanges(grantId);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('reviewCheckTitle')}
          </Title>
          {check.isPending ? (
            <Loading />
          ) : check.isError ? (
            <LoadFailed title={t('reviewLoadFailed')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
          ) : check.data.findings.length === 0 ? (
            <Text c="dimmed">{t('reviewCheckClean')}</Text>
          ) : (
            check.data.findings.map((finding) => (
              <Stack gap={2} key={finding.code}>
                <Group gap="xs">
                  <Badge color={LEVEL_COLOURS[finding.level]}>{t(LEVEL_KEYS[finding.level])}</Badge>
                  <Text fz="sm" fw={600}>
                    {finding.text}
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed">
                  {finding.legalBasis}
                </Text>
              </Stack>
            ))
          )}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('reviewChangesTitle')}
          </Title>
          {changes.isPending ? (
            <Loading />
          ) : changes.isError ? (
            <LoadFailed title={t('reviewLoadFailed')} onRetry={() => void changes.refetch()} retrying={changes.isFetching} />
          ) : changes.data.versions.length === 0 ? (
            <Text c="dimmed">{t('reviewChangesNone')}</Text>
          ) : (
            changes.data.versions.map((version) => (
              <Stack gap={2} key={version.versionId}>
                <Text fz="sm" fw={600}>
                  {formatDateTime(version.createdAt)} · {version.templateName} · {version.languageName}
                </Text>
                {version.changes.length === 0 ? (
                  <Text fz="xs" c="dimmed">
                    {t('reviewChangesFirst')}
                  </Text>
                ) : (
                  version.changes.map((change) => (
                    <Text fz="sm" key={change}>
                      • {change}
                    </Text>
                  ))
                )}
              </Stack>
            ))
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function Comments({ grantId, headings }: { grantId: number; headings: string[] }) {
  const { t } = useTranslation();
  const comments = useReviewComments(grantId);
  const check = useReviewCheck(grantId);
  const add = useAddComment(grantId);
  const [kind, setKind] = useState<TReviewAnchorKind>('heading');
  const [anchor, setAnchor] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const anchors =
    kind === 'heading'
      ? headings.map((heading) => ({ value: heading, label: heading }))
      : (check.data?.findings ?? []).map((finding) => ({ value: finding.code, label: finding.text }));
  const submit = () =>
    add.mutate(
      { anchorKind: kind, anchor: kind === 'general' ? '' : (anchor ?? ''), body },
      {
        onSuccess: () => {
          setBody('');
          toast('success', t('reviewCommentSaved'));
        },
        onError: (error) => toast('error', errorMessage(error, t('reviewLoadFailed'))),
      },
    );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('reviewCommentsTitle')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label={t('reviewCommentsTitle')}
              value={kind}
              onChange={(value) => {
                setKind(value as TReviewAnchorKind);
                setAnchor(null);
              }}
            >
              <Group gap="md" mt={4}>
                <Radio value="heading" label={t('reviewAnchorKindHeading')} />
                <Radio value="finding" label={t('reviewAnchorKindFinding')} />
                <Radio value="general" label={t('reviewAnchorKindGeneral')} />
              </Group>
            </Radio.Group>
            {kind !== 'general' && (
              <Select
                label={kind === 'heading' ? t('reviewAnchorKindHeading') : t('reviewAnchorKindFinding')}
                data={anchors}
                value={anchor}
                onChange={setAnchor}
                searchable
                required
              />
            )}
            <Textarea
              label={t('reviewCommentLabel')}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              autosize
              minRows={3}
              required
            />
            <Group>
              <Button type="submit" loading={add.isPending} disabled={!body.trim() || (kind !== 'general' && !anchor)}>
                {t('reviewCommentSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
        {comments.isPending ? (
          <Loading />
        ) : comments.isError ? (
          <LoadFailed title={t('reviewLoadFailed')} onRetry={() => void comments.refetch()} retrying={comments.isFetching} />
        ) : comments.data.comments.length === 0 ? (
          <Text c="dimmed">{t('reviewNoComments')}</Text>
        ) : (
          comments.data.comments.map((comment) => <CommentView key={comment.commentId} comment={comment} />)
        )}
      </Stack>
    </Paper>
  );
}

function CommentView({ comment }: { comment: TReviewComment }) {
  const { t } = useTranslation();
  const where =
    comment.anchorKind === 'heading'
      ? t('reviewAnchorHeading', { anchor: comment.anchor })
      : comment.anchorKind === 'finding'
        ? t('reviewAnchorFinding', { anchor: comment.anchor })
        : t('reviewAnchorGeneral');
  return (
    <Paper bg="gray.0" p="sm" data-testid="review-comment">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600}>
            {where}
          </Text>
          <Badge color={comment.resolvedAt ? 'teal.9' : '#b0470b'}>{comment.resolvedAt ? t('reviewResolved') : t('reviewOpen')}</Badge>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {comment.body}
        </Text>
        {comment.answer && (
          <Text fz="sm" c="teal.9">
            {t('reviewTheAnswer', { answer: comment.answer })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Verdict({ grantId, verdict }: { grantId: number; verdict: 'ready' | 'changes' | null }) {
  const { t } = useTranslation();
  const give = useGiveVerdict(grantId);
  const choose = (value: 'ready' | 'changes') =>
    give.mutate(value, {
      onSuccess: () => toast('success', t('reviewVerdictSaved')),
      onError: (error) => toast('error', errorMessage(error, t('reviewLoadFailed'))),
    });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('reviewVerdictTitle')}
        </Title>
        {verdict && (
          <Text>{t('reviewVerdictGiven', { verdict: t(verdict === 'ready' ? 'reviewVerdictReady' : 'reviewVerdictChanges') })}</Text>
        )}
        <Group>
          <Button loading={give.isPending && give.variables === 'ready'} onClick={() => choose('ready')}>
            {t('reviewVerdictReady')}
          </Button>
          <Button
            color="#b0470b"
            variant="outline"
            loading={give.isPending && give.variables === 'changes'}
            onClick={() => choose('changes')}
          >
            {t('reviewVerdictChanges')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
