import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initTheme } from '@/features/theme';
import { initI18n } from '@/lib/i18n';
import { capturePreviewFromUrl } from '@/lib/preview';
import { App } from './app';
import './styles/global.css';

capturePreviewFromUrl();
initTheme();
await initI18n();

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// in between, instead of one long task (the boot screen stays until it commits; docs/decisions/0017).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
