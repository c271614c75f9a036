import { RouterProvider } from 'react-router/dom';
import { useLanguageStore } from '../stores/language.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

export function App() {
  // Nothing is shown until the first labels are in (or failed), so no screen flashes label keys.
  const ready = useLanguageStore((state) => state.ready);
  return <AppProviders>{ready ? <RouterProvider router={router} /> : <FullScreenSpinner />}</AppProviders>;
}
