import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useLanguageStore } from '../stores/language.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { AppProviders } from './providers.tsx';
import { getRouter } from './router.tsx';

type Router = ReturnType<typeof getRouter>;

export function App() {
  // Nothing is shown until the first labels are in (or failed), so no screen flashes label keys.
  const ready = useLanguageStore((state) => state.ready);
  // The router is made in a task of its own once the first frame is committed, so its work does not add to
  // the entry's evaluation (issue 25: one long task on a slow phone); the labels are still on their way then.
  const [router, setRouter] = useState<Router | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setRouter(getRouter()), 0);
    return () => clearTimeout(timer);
  }, []);
  // The first screen is then rendered as a transition, which React does in slices between which the browser
  // may act, rather than in one long task (issue 25: on a slow phone that task held the page for ~1 s).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && router) startTransition(() => setShown(true));
  }, [ready, router]);
  return <AppProviders>{shown && router ? <RouterProvider router={router} /> : <FullScreenSpinner />}</AppProviders>;
}
