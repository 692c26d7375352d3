import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from '@/features/theme';
import { initI18n } from '@/lib/i18n';
import { App } from './app';
import './styles/global.css';

initTheme();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
