import './lib/zod-jitless.ts';
import './app/styles/first-paint.ts';
import './app/global.css';
import './app/styles/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { useLanguageStore } from './stores/language.ts';

const { language, setLanguage } = useLanguageStore.getState();
void setLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render as a transition: React renders it in slices and yields to the browser between them, so no
// one task blocks the main thread for the whole tree (issue 25: Lighthouse's total blocking time on a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
