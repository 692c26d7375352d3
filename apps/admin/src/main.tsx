import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { langTags } from '@portal/i18n/langs';
import { App } from './app/app';
import { getLang, loadErrorTexts } from './lib/i18n';
import { applyTheme } from './lib/theme';
import './styles.css';

applyTheme();
document.documentElement.lang = langTags[getLang()];
void loadErrorTexts();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
