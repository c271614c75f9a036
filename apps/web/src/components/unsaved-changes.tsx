import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useSessionStore } from '../stores/session.ts';
import { confirmAction } from './confirm.tsx';

// Issue 23: reloading or leaving a form with unsaved typing lost it silently. Every form on screen says whether
// it holds typing not yet saved; one guard (a router supports a single blocker) asks before the page is left.

type DirtyCheck = () => boolean;
const openForms = new Set<{ current: DirtyCheck }>();

/** True while any form on screen holds typing that is not saved. */
export const hasUnsavedChanges = () => [...openForms].some((form) => form.current());

/**
 * Registers a form with the guard while it is shown (a wizard's hidden tab is not: React's Activity ends its
 * effects, and a tab shown again is filled from the server). The check is read when a navigation or reload starts
 * (not at the last render), so a save that resets the form and moves on in one go is not stopped: the form's
 * values are compared with the values it was last reset to.
 */
export function useUnsavedChanges(form: { control: { _getDirty: () => boolean } }, enabled = true) {
  const check = useRef<DirtyCheck>(() => false);
  check.current = () => enabled && form.control._getDirty();
  useEffect(() => {
    const entry = check;
    openForms.add(entry);
    return () => {
      openForms.delete(entry);
    };
  }, []);
}

/**
 * Asks before unsaved typing is lost: the browser's own question on a reload, a tab closed or an address typed
 * (browsers show their own words there); a confirmation in the person's language when a link, Back or another
 * tab of a wizard would leave the form (a hidden tab is filled again from the server when it is shown). Mounted
 * once, inside the router.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  // A session that ended (logout, expiry) leaves without asking: nothing could be saved any more.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      useSessionStore.getState().token !== null &&
      hasUnsavedChanges(),
  );

  // One question per blocked navigation, however often the guard draws meanwhile.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void confirmAction({
      title: t('unsavedChangesTitle'),
      message: t('unsavedChangesMessage'),
      confirmLabel: t('unsavedChangesLeave'),
      cancelLabel: t('unsavedChangesStay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
