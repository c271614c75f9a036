import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCoinRupee } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAssetSummary } from '../api/assets.ts';
import { formatRupees, totalsOf } from '../rules/format.ts';

/** Above a list: how many assets of this kind there are and what the testator's part of them is worth. */
export function TotalsStrip({ assetTypeId, testatorId }: { assetTypeId: number; testatorId: number }) {
  const { t } = useTranslation();
  const summary = useAssetSummary(testatorId);
  // The list says what went wrong; the strip is only a summary of it.
  if (summary.isError) return null;
  const totals = totalsOf(summary.data, assetTypeId);
  return (
    <Paper withBorder radius="md" p="md" mb="lg" bg="brand.0" role="status">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="white" aria-hidden>
          <IconCoinRupee size={20} />
        </ThemeIcon>
        {summary.isPending ? (
          <Skeleton height={16} width={260} radius="sm" />
        ) : (
          <Text fw={600} c="gray.9">
            {totals ? t('assetTotals', { count: totals.count, value: formatRupees(totals.totalValue) }) : t('assetTotalsEmpty')}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
