import { BrowserRouter } from 'react-router';
import { registerAccountModals } from '@/features/accounts';
import { AnalyticsConsent } from '@/features/analytics';
import { useLanguageSync } from '@/features/i18n';
import { SystemGate } from '@/features/system';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

registerAccountModals();

function Site() {
  useLanguageSync();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App() {
  return (
    <AppProvider>
      <SystemGate>
        <Site />
        <AnalyticsConsent />
      </SystemGate>
    </AppProvider>
  );
}
