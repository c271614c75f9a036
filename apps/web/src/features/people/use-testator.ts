import { useLanguageStore } from '../../stores/language.ts';
import { useSessionStore } from '../../stores/session.ts';

/** The signed-in testator's user id: the testator id of every call and the entity id of self (spec part 1 §6). */
export function useTestatorId(): number {
  return useSessionStore((state) => state.claims?.userId ?? 0);
}

/** The language code the master lists are asked in. */
export function useLanguageCode(): string {
  return useLanguageStore((state) => state.language);
}
