import './lib/zod-jitless.ts';
import './app/styles/first-paint.ts';
import './app/global.css';
import './app/styles/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { useLanguageStore } from './stores/language.ts';

const { language, setLanguage } = useLanguageStore.getState();
void setLanguage(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
