import { Button, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { THeirCard } from '@vasiyat/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHeirs } from '../api/lists.ts';
import { ContactPersonsPanel } from '../components/contact-persons-panel.tsx';
import { PeoplePage } from '../components/people-page.tsx';
import { RecordWizard } from '../components/record-wizard.tsx';
import { type ContactParentKind, KINDS, type ListedKind } from '../kinds.ts';
import { ENTITY_PARAM, PRIMARY_PARAM, STEP_PARAM } from '../routes.ts';
import { heirName } from '../rules/heir-tree.ts';
import { useTestatorId } from '../use-testator.ts';

/** A positive whole number from the address bar, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The record in the address (?entityId=, ?primaryId=, ?step=), so a reload opens the same record on the same step. */
export function useRecordParams() {
  const [params, setParams] = useSearchParams();
  const entityId = idParam(params.get(ENTITY_PARAM));
  const primaryId = idParam(params.get(PRIMARY_PARAM));
  const step = params.get(STEP_PARAM);

  // The wizard starts afresh when the address names another record (back/forward, a new Add+), but not when
  // the record it shows was just saved and got its id.
  const justSaved = useRef<number | null>(null);
  const identity = `${entityId}-${primaryId}`;
  const shown = useRef({ identity, generation: 0 });
  if (shown.current.identity !== identity) {
    const ownSave = entityId !== null && entityId === justSaved.current;
    shown.current = { identity, generation: shown.current.generation + (ownSave ? 0 : 1) };
  }
  const update = (changes: Record<string, string | number>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
        return next;
      },
      { replace: true },
    );
  return {
    entityId,
    primaryId,
    step,
    setStep: (next: string) => update({ [STEP_PARAM]: next }),
    setSaved: (id: number, next: string) => {
      justSaved.current = id;
      update({ [ENTITY_PARAM]: id, [STEP_PARAM]: next });
    },
    /** Changes when another record is shown; a key for the wizard. */
    recordKey: shown.current.generation,
  };
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
  const listPath = config.listPath ?? '/testator';
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
