import { Button, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ASSET_KIND_DEFINITIONS, assetKindLabelKeys, type TAssetKind } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecordAddress } from '../../../components/record-form/use-record-address.ts';
import { labelKey } from '../../../lib/label-types.ts';
import { AssetPage } from '../components/asset-page.tsx';
import { AssetWizard } from '../components/asset-wizard.tsx';
import { ASSET_PARAM, STEP_PARAM } from '../routes.ts';

/** The form of one kind of asset (spec part 2 §2): a new one, or ?assetId= to edit; ?step= keeps the open tab over a reload. */
export function AssetFormPage({ kind }: { kind: TAssetKind }) {
  const { t } = useTranslation();
  const { routes } = ASSET_KIND_DEFINITIONS[kind];
  // The keys the asset kind's row names: labels.unit.test.ts checks each exists.
  const labels = assetKindLabelKeys(kind);
  const { id: assetId, step, setStep, setSaved, recordKey } = useRecordAddress({ id: ASSET_PARAM, step: STEP_PARAM });

  return (
    <AssetPage
      title={assetId === null ? t(labelKey(labels.add)) : t('assetEditTitle')}
      parent={{ label: t(labelKey(labels.listTitle)), to: routes.list }}
      actions={
        <Button component={Link} to={routes.list} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('commonBack')}
        </Button>
      }
    >
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <AssetWizard key={recordKey} kind={kind} assetId={assetId} step={step} onStepChange={setStep} onDetailsSaved={setSaved} />
      </Paper>
    </AssetPage>
  );
}
