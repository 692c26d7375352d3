export { AnalyticsConsent } from './components/analytics-consent';
