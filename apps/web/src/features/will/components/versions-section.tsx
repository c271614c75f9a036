import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import type { TWillVersion } from '@vasiyat/contract';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useDownloadWillVersion, useWillVersions } from '../api/will.ts';
import { formatSize, shortFingerprint } from '../rules/files.ts';
import { countFindings, findingsSummary } from '../rules/findings.ts';
import { firstVersionId } from '../rules/versions.ts';
import { SectionCard } from './section-card.tsx';
import classes from './will.module.css';

/** Below this width the versions are cards: nine columns do not fit a phone. */
const WIDE = '(min-width: 62em)';

/**
 * Every will downloaded (ours), newest first: when, which template and language, the file, what the check
 * said then and what changed since the version before, with its fingerprint and a way to download it again.
 */
export function VersionsSection() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const titleId = useId();
  const versions = useWillVersions();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const again = useDownloadWillVersion();
  const firstId = useMemo(() => firstVersionId(versions.data ?? []), [versions.data]);
  const dateId = useCallback((version: TWillVersion) => `${titleId}-date-${version.versionId}`, [titleId]);

  const downloadAgain = useCallback(
    (version: TWillVersion) =>
      again.mutate(version, {
        onSuccess: ({ blob, fileName }) => {
          saveFile(blob, fileName);
          toast('success', t('willTemplateDownloadSuccess'));
        },
        onError: () => toast('error', t('willTemplateDownloadFailed')),
      }),
    [again, t],
  );

  const againButton = useCallback(
    (version: TWillVersion, fullWidth = false) => (
      <Button
        variant="light"
        size={fullWidth ? 'sm' : 'compact-sm'}
        fullWidth={fullWidth}
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={again.isPending && again.variables.versionId === version.versionId}
        disabled={again.isPending && again.variables.versionId !== version.versionId}
        onClick={() => downloadAgain(version)}
        aria-describedby={dateId(version)}
      >
        {t('willVersionsDownload')}
      </Button>
    ),
    [again.isPending, again.variables, downloadAgain, dateId, t],
  );

  const changes = useCallback(
    (version: TWillVersion): ReactNode =>
      version.changes.length > 0 ? (
        <ul className={classes.changes}>
          {version.changes.map((change) => (
            <Text component="li" fz="sm" key={change}>
              {change}
            </Text>
          ))}
        </ul>
      ) : (
        <Text fz="sm" c="dimmed">
          {t(version.versionId === firstId ? 'willVersionsFirst' : 'willVersionsNoChanges')}
        </Text>
      ),
    [firstId, t],
  );

  const columns = useMemo<DataTableColumn<TWillVersion>[]>(
    () => [
      {
        id: 'date',
        header: t('willVersionsDate'),
        value: (row) => row.createdAt,
        text: (row) => formatDateTime(row.createdAt),
        cell: (row) => (
          <Text span fz="sm" id={dateId(row)} style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.createdAt)}
          </Text>
        ),
      },
      { id: 'template', header: t('willVersionsTemplate'), value: (row) => row.templateName },
      { id: 'language', header: t('willVersionsLanguage'), value: (row) => row.languageName },
      {
        id: 'format',
        header: t('willVersionsFormat'),
        value: (row) => row.fileFormat.toUpperCase(),
        cell: (row) => <FormatBadge version={row} />,
      },
      {
        id: 'size',
        header: t('willVersionsSize'),
        value: (row) => row.size,
        text: (row) => formatSize(row.size),
        cell: (row) => (
          <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatSize(row.size)}
          </Text>
        ),
      },
      {
        id: 'findings',
        header: t('willVersionsFindings'),
        value: (row) => findingsSummary(row.findings, translate),
        cell: (row) => <FindingsSummary version={row} />,
      },
      {
        id: 'changes',
        header: t('willVersionsChanges'),
        value: (row) => row.changes.join(' '),
        sortable: false,
        cell: changes,
      },
      {
        id: 'fingerprint',
        header: t('willVersionsFingerprint'),
        value: (row) => row.sha256,
        sortable: false,
        cell: (row) => <Fingerprint version={row} />,
      },
    ],
    [t, translate, changes, dateId],
  );

  return (
    <SectionCard icon={IconHistory} title={t('willVersionsTitle')} intro={t('willVersionsIntro')}>
      {versions.isPending ? (
        <Loading />
      ) : versions.isError ? (
        <LoadFailed
          title={errorMessage(versions.error, t('willVersionsLoadFailed'))}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      ) : versions.data.length === 0 ? (
        <EmptyState text={t('willVersionsEmpty')} />
      ) : wide ? (
        <DataTable
          data={versions.data}
          columns={columns}
          getRowId={(row) => String(row.versionId)}
          label={t('willVersionsTitle')}
          rowMenu={againButton}
          emptyText={t('willVersionsEmpty')}
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.plainList} aria-label={t('willVersionsTitle')}>
          {versions.data.map((version) => (
            <Paper component="li" key={version.versionId} p="md" radius="md" className={classes.version}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={700} id={dateId(version)}>
                      {formatDateTime(version.createdAt)}
                    </Text>
                    <Text fz="sm">
                      {version.templateName} · {version.languageName}
                    </Text>
                  </Stack>
                  <FormatBadge version={version} />
                </Group>
                <Fact label={t('willVersionsSize')}>{formatSize(version.size)}</Fact>
                <Fact label={t('willVersionsFindings')}>
                  <FindingsSummary version={version} />
                </Fact>
                <Stack gap={2}>
                  <Text fz="sm" fw={600}>
                    {t('willVersionsChanges')}
                  </Text>
                  {changes(version)}
                </Stack>
                <Fact label={t('willVersionsFingerprint')}>
                  <Fingerprint version={version} />
                </Fact>
                {againButton(version, true)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} align="baseline" wrap="wrap">
      <Text fz="sm" fw={600}>
        {label}:
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** The file's format, and whether it was kept as a draft (a must-fix finding was open: not for signing). */
function FormatBadge({ version }: { version: TWillVersion }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant="outline" color={version.fileFormat === 'pdf' ? 'red.9' : 'blue.9'} radius="sm" style={{ flexShrink: 0 }}>
        {version.fileFormat.toUpperCase()}
      </Badge>
      {version.isDraft && (
        <Badge variant="filled" color="red.9" radius="sm" style={{ flexShrink: 0 }}>
          {t('willVersionDraft')}
        </Badge>
      )}
    </Group>
  );
}

function FindingsSummary({ version }: { version: TWillVersion }) {
  const translate = useTranslate();
  const { blockers } = countFindings(version.findings);
  return (
    <Text fz="sm" c={blockers > 0 ? 'red.9' : undefined} fw={blockers > 0 ? 600 : undefined}>
      {findingsSummary(version.findings, translate)}
    </Text>
  );
}

function Fingerprint({ version }: { version: TWillVersion }) {
  return (
    <Code title={version.sha256} className={classes.fingerprint}>
      {shortFingerprint(version.sha256)}
    </Code>
  );
}
