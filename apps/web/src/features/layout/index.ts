export { AppLayout } from './components/app-layout';
export type { RouteHandle } from './hooks/use-route-handle';
