import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useBeneficiaryShares } from '../api/assignments.ts';
import { formatRupees, shareLinesOf } from '../rules/words.ts';

/** Each beneficiary's value and part of the estate, over every assignment (ours, beside spec part 2 §2's list). */
export function BeneficiarySharesPanel() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const shares = useBeneficiaryShares();
  const lines = useMemo(() => (shares.data ? shareLinesOf(shares.data, translate) : []), [shares.data, translate]);

  if (shares.isPending) return <Loading />;
  if (shares.isError)
    return (
      <LoadFailed
        title={errorMessage(shares.error, t('assignmentFetchFailed'))}
        onRetry={() => void shares.refetch()}
        retrying={shares.isFetching}
      />
    );
  // Nothing is assigned yet: the list below says so.
  if (lines.length === 0) return null;

  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="beneficiary-shares-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconScale size={24} aria-hidden color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2}>
            <Title order={2} fz="h4" id="beneficiary-shares-title">
              {t('assignmentSharesTitle')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('assignmentSharesEstate', { value: formatRupees(shares.data.estateValue) })}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((line) => (
            <Paper component="li" key={line.entityId} bg="var(--mantine-color-gray-0)" radius="md" p="sm">
              <Text fw={600}>{line.name}</Text>
              <Text fz="sm">{line.value}</Text>
              {line.described && (
                <Text fz="sm" c="dimmed">
                  {line.described}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
