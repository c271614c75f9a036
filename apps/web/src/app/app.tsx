import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useLanguageStore } from '../stores/language.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

export function App() {
  // Nothing is shown until the first labels are in (or failed), so no screen flashes label keys.
  const ready = useLanguageStore((state) => state.ready);
  // The first screen is then rendered as a transition, which React does in slices between which the browser
  // may act, rather than in one long task (issue 25: on a slow phone that task held the page for ~1 s).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setShown(true));
  }, [ready]);
  return <AppProviders>{shown ? <RouterProvider router={router} /> : <FullScreenSpinner />}</AppProviders>;
}
