import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useWillCheck } from '../api/will.ts';
import { findingsSummary, groupFindings, LEVEL_COLORS, LEVEL_LABEL_KEYS } from '../rules/findings.ts';
import { SectionCard } from './section-card.tsx';
import classes from './will.module.css';

/**
 * The will check (ours): what must be fixed before the will is printed, then warnings, then notes; each with
 * the law it rests on and a link to the screen that fixes it. Not legal advice, and it says so.
 */
export function WillCheckPanel() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const titleId = useId();
  const check = useWillCheck();
  const groups = check.data ? groupFindings(check.data.findings) : [];

  return (
    <SectionCard icon={IconShieldCheck} title={t('willCheckTitle')} intro={t('willCheckIntro')}>
      {check.isPending ? (
        <Loading />
      ) : check.isError ? (
        <LoadFailed
          title={errorMessage(check.error, t('willCheckLoadFailed'))}
          onRetry={() => void check.refetch()}
          retrying={check.isFetching}
        />
      ) : groups.length === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
          <Text fz="sm">{t('willCheckNone')}</Text>
        </Alert>
      ) : (
        <>
          <Text fz="sm" fw={600}>
            {findingsSummary(check.data.findings, translate)}
          </Text>
          <Stack component="ul" gap="sm" className={classes.plainList}>
            {groups.flatMap((group) =>
              group.findings.map((finding, index) => {
                const textId = `${titleId}-${group.level}-${index}`;
                return (
                  <Paper
                    component="li"
                    key={textId}
                    p="sm"
                    radius="md"
                    className={classes.finding}
                    style={{ borderLeftColor: LEVEL_COLORS[group.level].border }}
                  >
                    <Stack gap={6}>
                      <Group gap="sm" align="flex-start" wrap="nowrap">
                        <Badge color={LEVEL_COLORS[group.level].badge} variant="filled" radius="sm" className={classes.level}>
                          {t(LEVEL_LABEL_KEYS[group.level])}
                        </Badge>
                        <Text fz="sm" id={textId} style={{ flex: 1, minWidth: 0 }}>
                          {finding.text}
                        </Text>
                      </Group>
                      <Group justify="space-between" align="center" gap="xs">
                        {/* A finding no statute governs (a missing record) cites none, and says nothing of law. */}
                        {finding.legalBasis ? (
                          <Text fz="xs" c="dimmed">
                            {t('willCheckLaw')}: {finding.legalBasis}
                          </Text>
                        ) : (
                          <span />
                        )}
                        {finding.fix && (
                          <Anchor component={Link} to={finding.fix} fz="sm" fw={600} aria-describedby={textId}>
                            <Group gap={4} component="span" wrap="nowrap">
                              {t('willCheckFix')}
                              <IconArrowRight size={14} aria-hidden />
                            </Group>
                          </Anchor>
                        )}
                      </Group>
                    </Stack>
                  </Paper>
                );
              }),
            )}
          </Stack>
        </>
      )}

      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fz="xs" c="dimmed">
          {t('willCheckDisclaimer')}
        </Text>
      </Group>
    </SectionCard>
  );
}
