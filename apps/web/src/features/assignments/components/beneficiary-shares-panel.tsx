import { Group, Paper, Stack, Title } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isEmptyEstate } from '../../../components/estate-shares/estate-parts.ts';
import { EstateShares } from '../../../components/estate-shares/estate-shares.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { useBeneficiaryShares } from '../api/assignments.ts';

/** Who receives what, over every assignment: a chart and its table (ours, beside spec part 2 §2's list; issue 27). */
export function BeneficiarySharesPanel() {
  const { t } = useTranslation();
  const shares = useBeneficiaryShares();

  if (shares.isPending) return <Loading />;
  if (shares.isError)
    return (
      <LoadFailed
        title={errorMessage(shares.error, t('assignmentFetchFailed'))}
        onRetry={() => void shares.refetch()}
        retrying={shares.isFetching}
      />
    );
  // No asset yet: the list below says so.
  if (isEmptyEstate(shares.data)) return null;

  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="beneficiary-shares-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconChartDonut size={24} aria-hidden color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Title order={2} fz="h4" id="beneficiary-shares-title">
            {t('assignmentSharesTitle')}
          </Title>
        </Group>
        <EstateShares shares={shares.data} />
      </Stack>
    </Paper>
  );
}
