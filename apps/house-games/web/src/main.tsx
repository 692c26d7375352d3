import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { langFrom, loadMessages, localeOf } from './i18n/index.ts';
import { I18nProvider, makeI18n } from './i18n/react.tsx';
import { ErrorScreen, Loading, PlayApp } from './shell/PlayApp.tsx';
import { gameFromPath, startSession, takeTokenFromAddress } from './shell/session.ts';
import './styles.css';

// The launch token leaves the address bar before anything else runs (history, referrers, screenshots).
const token = takeTokenFromAddress();
const params = new URLSearchParams(location.search);
const lang = langFrom(params.get('lang'));
document.documentElement.lang = localeOf(lang);

const VerifyPage = lazy(() => import('./verify/VerifyPage.tsx'));

// `/play/:gameCode`: the page plays the session's game, whatever code the address names.
const path = location.pathname.replace(/\/+$/, '');
const route = /^\/play\/[^/]+$/.test(path) ? 'play' : path === '/verify' ? 'verify' : 'unknown';
// Started once, outside React, so a strict-mode double render never spends the single-use token twice.
const boot = route === 'play' ? startSession(token, lang, gameFromPath(path)) : null;
const i18n = makeI18n(lang, await loadMessages(lang));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nProvider value={i18n}>
      <Suspense fallback={<Loading />}>
        {boot ? (
          <PlayApp boot={boot} />
        ) : route === 'verify' ? (
          <VerifyPage />
        ) : (
          <ErrorScreen messageKey="app.notFound" />
        )}
      </Suspense>
    </I18nProvider>
  </StrictMode>,
);
