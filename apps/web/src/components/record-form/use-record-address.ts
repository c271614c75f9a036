import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the address bar, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

type RecordAddress = {
  /** The query parameter of the record's id (entityId, assetId). */
  id: string;
  /** Other ids that tell one record's form from another's (primaryId: whose extension). */
  context?: readonly string[];
  /** The query parameter of the open step. */
  step: string;
};

/** The record in the address (?entityId= or ?assetId=, ?step=), so a reload opens the same record on the same step. */
export function useRecordAddress({ id: idName, context: contextNames = [], step: stepName }: RecordAddress) {
  const [params, setParams] = useSearchParams();
  const id = idParam(params.get(idName));
  const context: Record<string, number | null> = Object.fromEntries(contextNames.map((name) => [name, idParam(params.get(name))]));
  const step = params.get(stepName);

  // The wizard starts afresh when the address names another record (back/forward, a new Add+), but not when
  // the record it shows was just saved and got its id.
  const justSaved = useRef<number | null>(null);
  const identity = [id, ...contextNames.map((name) => context[name])].join('-');
  const shown = useRef({ identity, generation: 0 });
  if (shown.current.identity !== identity) {
    const ownSave = id !== null && id === justSaved.current;
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
    id,
    context,
    step,
    setStep: (next: string) => update({ [stepName]: next }),
    setSaved: (savedId: number, next: string) => {
      justSaved.current = savedId;
      update({ [idName]: savedId, [stepName]: next });
    },
    /** Changes when another record is shown; a key for the wizard. */
    recordKey: shown.current.generation,
  };
}
