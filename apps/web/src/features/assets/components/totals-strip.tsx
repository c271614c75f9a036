import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCoinRupee } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAssetSummary } from '../api/assets.ts';
import { formatRupees, totalsOf } from '../rules/format.ts';

/** Above a list: how many assets of this kind there are and what the testator's part of them is worth. */
export function TotalsStrip({ assetTypeId, testatorId }: { assetTypeId: number; testatorId: number }) {
  const { t } = useTranslation();
  const summary = useAssetSummary(testatorId);
  const totals = totalsOf(summary.data, assetTypeId);
  // The list says what went wrong, and that there is nothing yet (issue 23: the strip said it a second time);
  // the strip only sums up what is there.
  if (summary.isError || (!summary.isPending && !totals)) return null;
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
            {totals && t('assetTotals', { count: totals.count, value: formatRupees(totals.totalValue) })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
