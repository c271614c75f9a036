import type { ReactNode } from 'react';
import { create } from 'zustand';

export type ConfirmOptions = {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  /** The answer that says no (Cancel unless given: a Yes/No question names it No). */
  cancelLabel?: string;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
};

type PendingConfirm = ConfirmOptions & { answer: (confirmed: boolean) => void };

/** The question on screen, if any: confirm-host.tsx draws it (loaded with the first question asked). */
export const useConfirmStore = create<{ pending: PendingConfirm | null }>(() => ({ pending: null }));

/** Asks the person to confirm; resolves true only on an explicit confirm (closing or cancelling is a no). */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    // A new question replaces one still open, which counts as a no.
    useConfirmStore.getState().pending?.answer(false);
    let answered = false;
    const answer = (confirmed: boolean) => {
      if (answered) return;
      answered = true;
      useConfirmStore.setState((state) => (state.pending?.answer === answer ? { pending: null } : state));
      resolve(confirmed);
    };
    useConfirmStore.setState({ pending: { ...options, answer } });
  });
}
