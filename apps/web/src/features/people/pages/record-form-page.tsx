import { Button, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { THeirCard } from '@vasiyat/contract';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecordAddress } from '../../../components/record-form/use-record-address.ts';
import { useHeirs } from '../api/lists.ts';
import { ContactPersonsPanel } from '../components/contact-persons-panel.tsx';
import { PeoplePage } from '../components/people-page.tsx';
import { RecordWizard } from '../components/record-wizard.tsx';
import { type ContactParentKind, KINDS, type ListedKind } from '../kinds.ts';
import { ENTITY_PARAM, PRIMARY_PARAM, STEP_PARAM } from '../routes.ts';
import { heirName } from '../rules/heir-tree.ts';
import { useTestatorId } from '../use-testator.ts';

/** The record in the address (?entityId=, ?primaryId=, ?step=), so a reload opens the same record on the same step. */
export function useRecordParams() {
  const { id, context, ...rest } = useRecordAddress({ id: ENTITY_PARAM, context: [PRIMARY_PARAM], step: STEP_PARAM });
  return { entityId: id, primaryId: context[PRIMARY_PARAM] ?? null, ...rest };
}

/** The full name of the heir an extension stands under, from the heir tree (cached by the list screen). */
function useExtensionParentName(primaryId: number | null): string | undefined {
  const heirs = useHeirs(useTestatorId(), { enabled: primaryId !== null });
  if (primaryId === null) return undefined;
  const find = (cards: readonly THeirCard[]): THeirCard | undefined =>
    cards.reduce<THeirCard | undefined>((found, card) => found ?? (card.entityId === primaryId ? card : find(card.children)), undefined);
  const parent = find(heirs.data ?? []);
  return parent && heirName(parent);
}

/** The form of a heir, beneficiary, executor, witness, corporate or registrar (spec part 1 §2). */
export function RecordFormPage({ kind }: { kind: ListedKind }) {
  const { t } = useTranslation();
  const config = KINDS[kind];
  const { entityId, primaryId, step, setStep, setSaved, recordKey } = useRecordParams();
  const listPath = config.listPath ?? SCREEN_PATHS.testator;
  const parentName = useExtensionParentName(kind === 'heir' ? primaryId : null);

  return (
    <PeoplePage
      // An extension records the children of an heir who has died: the title says whose.
      title={parentName ? t('heirExtensionTitle', { name: parentName }) : t(config.formTitleKey)}
      description={config.hintKey ? t(config.hintKey) : undefined}
      parent={{ label: t(config.listTitleKey), to: listPath }}
      actions={
        <Button component={Link} to={listPath} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('commonBack')}
        </Button>
      }
    >
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <RecordWizard
          key={recordKey}
          config={config}
          entityId={entityId}
          primaryId={primaryId}
          step={step}
          onStepChange={setStep}
          onMainSaved={setSaved}
        />
      </Paper>
      {entityId !== null && config.contactPersonPath && kind !== 'heir' && (
        <ContactPersonsPanel parentKind={kind as ContactParentKind} parentId={entityId} />
      )}
    </PeoplePage>
  );
}
