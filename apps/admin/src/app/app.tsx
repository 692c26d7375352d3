import { useCallback, useEffect } from 'react';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
} from '@tanstack/react-query';
import { createBrowserRouter, Link, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { Button, ErrorState, Skeleton } from '../components/ui';
import { ToastProvider } from '../components/toast';
import { ApiError, api, errorText } from '../lib/api';
import { can, meKey, useMe } from '../lib/auth';
import { useT } from '../lib/i18n';
import { endSession, getMerchant, setMerchant, useSession } from '../lib/session';
import { featureRoutes } from './feature-routes';
import { IdleGuard } from './idle';
import { Layout } from './layout';
import { ForcedPasswordChange, LoginScreen, SetupScreen } from './login';
import { shellMessages } from './messages';
import type { AdminRoute } from './types';

/** A call refused because the account must change its password first: reload `me`, which shows that screen. */
function onApiError(err: unknown) {
  if (err instanceof ApiError && err.code === 'password.change.required')
    void queryClient.invalidateQueries({ queryKey: meKey });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: {
      // A refusal is an answer: only a failure to reach the server is worth a second try.
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status > 0),
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
});

/** Signed out: the login screens; signed in: the layout around the page (or a refusal of it). */
function Shell() {
  const { token } = useSession();
  const client = useQueryClient();
  const me = useMe();
  const t = useT(shellMessages);

  // The session ended (logout, expiry, idle): nothing of it stays in memory.
  useEffect(() => {
    if (!token) client.clear();
  }, [token, client]);

  // A staff member scoped to one merchant operates that one; a switch to a merchant no longer theirs is undone.
  const merchants = me.data?.merchants;
  useEffect(() => {
    if (!merchants || merchants.length === 0) return;
    if (!merchants.some((m) => m.code === getMerchant())) setMerchant(merchants[0]!.code);
  }, [merchants]);

  const logout = useCallback(() => {
    void api.del('/bo/v1/session/logout').catch(() => {});
    endSession('logout');
  }, []);
  const timeout = useCallback(() => {
    void api.del('/bo/v1/session/logout').catch(() => {});
    endSession('idle');
  }, []);
  const stay = useCallback(() => void me.refetch(), [me]);

  if (!token) return <LoginScreen />;
  if (me.isPending)
    return (
      <div className="boot">
        <Skeleton lines={4} />
      </div>
    );
  if (me.isError || !me.data)
    return (
      <div className="boot">
        <ErrorState message={`${t('meFailed')}: ${errorText(me.error)}`} onRetry={() => void me.refetch()} />
        <Button variant="ghost" onClick={logout}>
          {t('logout')}
        </Button>
      </div>
    );
  if (me.data.passwordChangeRequired)
    return <ForcedPasswordChange onDone={() => void me.refetch()} onLogout={logout} />;
  return (
    <>
      <Layout me={me.data} onLogout={logout} />
      <IdleGuard idleMinutes={me.data.idleMinutes} onStay={stay} onTimeout={timeout} />
    </>
  );
}

/** A route the staff member may not open says so (the navigation does not offer it). */
function Guard({ route }: { route: AdminRoute }) {
  const me = useMe();
  const t = useT(shellMessages);
  if (!can(me.data, route.permission))
    return (
      <div className="state state--empty">
        <p>{t('forbidden')}</p>
        <Link to="/">{t('backHome')}</Link>
      </div>
    );
  const Element = route.element;
  return <Element />;
}

function NotFound() {
  const t = useT(shellMessages);
  return (
    <div className="state state--empty">
      <p>{t('notFound')}</p>
      <Link to="/">{t('backHome')}</Link>
    </div>
  );
}

/** The setup link is for signing in the first owner: once signed in it leads home. */
function Setup() {
  const { token } = useSession();
  return token ? <Navigate to="/" replace /> : <SetupScreen />;
}

const routes: RouteObject[] = [
  { path: '/setup', element: <Setup /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      ...featureRoutes.map((r) =>
        r.path === ''
          ? { index: true, element: <Guard route={r} /> }
          : { path: r.path, element: <Guard route={r} /> },
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];

const router = createBrowserRouter(routes, { basename: '/admin' });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
