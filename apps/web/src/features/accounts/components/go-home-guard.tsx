import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { useIsLoggedIn } from '@/lib/session';
import { useSystemInfo } from '@/features/system';
import { needsLoginRedirect } from '../lib/go-home';

/** GOHOMEAFTERLOGIN3: a visitor without a token is sent to /login from every page but the open ones. */
export function GoHomeGuard({ children }: { children: ReactNode }) {
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const enabled = isModuleEnabled(info.whitelabel, modIds.goHomeAfterLogin);
  if (needsLoginRedirect(pathname, { enabled, loggedIn })) return <Navigate to="/login" replace />;
  return children;
}
