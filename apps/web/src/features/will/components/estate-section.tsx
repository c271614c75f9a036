import { Button, Group } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isEmptyEstate } from '../../../components/estate-shares/estate-parts.ts';
import { EstateShares } from '../../../components/estate-shares/estate-shares.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { useEstateShares } from '../api/estate.ts';
import { SectionCard } from './section-card.tsx';

/** Issue 27 item 3: the estate as a picture on the will screen, with the way to the assignments that make it. */
export function EstateSection() {
  const { t } = useTranslation();
  const shares = useEstateShares();
  return (
    <SectionCard icon={IconChartDonut} title={t('estateTitle')} intro={t('estateIntro')}>
      {shares.isPending ? (
        <Loading />
      ) : shares.isError ? (
        <LoadFailed
          title={errorMessage(shares.error, t('estateLoadFailed'))}
          onRetry={() => void shares.refetch()}
          retrying={shares.isFetching}
        />
      ) : isEmptyEstate(shares.data) ? (
        <EmptyState text={t('estateEmpty')} />
      ) : (
        <EstateShares shares={shares.data} />
      )}
      <Group>
        <Button component={Link} to={SCREEN_PATHS.assignedAssets} variant="default">
          {t('estateOpenAssignments')}
        </Button>
      </Group>
    </SectionCard>
  );
}
