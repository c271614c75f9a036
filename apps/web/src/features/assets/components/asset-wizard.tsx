import type { TAssetKind } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { savedRowsOf, useRecords } from '../../../components/record-form/record-calls.ts';
import { Wizard, type WizardStep } from '../../../components/wizard.tsx';
import { stepAfterSave } from '../../../components/wizard-rules.ts';
import { useAttributeCalls } from '../api/attributes.ts';
import { useAssetLocation } from '../api/location.ts';
import { PrimaryAttributeStep, SpecificAttributeStep, SubtypeAttributeStep } from './attribute-steps.tsx';
import { DetailsStep } from './details-step.tsx';
import { LocationStep } from './location-step.tsx';

/** The five tabs of an asset form (spec part 2 §2), in order; the address names the open one. */
const ASSET_STEPS = ['details', 'location', 'subtypeAttributes', 'primaryAttributes', 'specificAttributes'] as const;

type AssetWizardProps = {
  kind: TAssetKind;
  /** The saved asset; null until the details tab is saved. */
  assetId: number | null;
  step: string | null;
  onStepChange: (step: string) => void;
  /** The details were saved: the asset now has this id, and the wizard moves to `nextStep`. */
  onDetailsSaved: (assetId: number, nextStep: string) => void;
};

/**
 * Asset details, location, subtype, primary and specific attributes (spec part 2 §2): the later tabs are
 * refused until the details are saved, and a later tab's save moves on when the tab is complete.
 */
export function AssetWizard({ kind, assetId, step, onStepChange, onDetailsSaved }: AssetWizardProps) {
  const { t } = useTranslation();
  // The same queries the tabs run, read from the cache, to tick the tabs that hold something.
  const calls = useAttributeCalls();
  const location = useAssetLocation(assetId);
  const subtype = useRecords(calls.subtype, assetId);
  const primary = useRecords(calls.primary, assetId);
  const specific = useRecords(calls.specific, assetId);
  const has = (rows: readonly unknown[] | undefined) => (rows?.length ?? 0) > 0;

  const advanceFrom = (key: (typeof ASSET_STEPS)[number]) => (complete: boolean) => {
    const next = ASSET_STEPS[stepAfterSave(ASSET_STEPS.indexOf(key), ASSET_STEPS.length, complete)];
    if (next && next !== key) onStepChange(next);
  };
  // Later tabs only exist for a saved asset; keyed by it so a new id starts them afresh.
  const later = (content: (id: number) => ReactNode) => (assetId === null ? null : <div key={assetId}>{content(assetId)}</div>);

  const steps: WizardStep[] = [
    {
      key: 'details',
      label: t('assetTabDetails'),
      complete: assetId !== null,
      content: <DetailsStep kind={kind} assetId={assetId} onSaved={(id) => onDetailsSaved(id, 'location')} />,
    },
    {
      key: 'location',
      label: t('assetTabLocation'),
      complete: Boolean(location.data?.location),
      content: later((id) => <LocationStep kind={kind} assetId={id} onSaved={advanceFrom('location')} />),
    },
    {
      key: 'subtypeAttributes',
      label: t('assetTabSubtypeAttributes'),
      complete: has(savedRowsOf(calls.subtype, subtype.data)),
      content: later((id) => <SubtypeAttributeStep ownerId={id} onSaved={advanceFrom('subtypeAttributes')} />),
    },
    {
      key: 'primaryAttributes',
      label: t('assetTabPrimaryAttributes'),
      complete: has(savedRowsOf(calls.primary, primary.data)),
      content: later((id) => <PrimaryAttributeStep ownerId={id} onSaved={advanceFrom('primaryAttributes')} />),
    },
    {
      key: 'specificAttributes',
      label: t('assetTabSpecificAttributes'),
      optional: true,
      complete: has(savedRowsOf(calls.specific, specific.data)),
      content: later((id) => <SpecificAttributeStep ownerId={id} onSaved={advanceFrom('specificAttributes')} />),
    },
  ];

  return (
    <Wizard
      steps={steps}
      active={assetId !== null && step && (ASSET_STEPS as readonly string[]).includes(step) ? step : 'details'}
      onChange={onStepChange}
      saved={assetId !== null}
    />
  );
}
