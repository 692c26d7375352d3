import { lazy, Suspense } from 'react';
import { getToken } from '@/lib/session';

const load = () => import('./header-account');
const HeaderAccount = lazy(load);
// A member who reloads the page needs the logged-in header at once: fetch it with the page.
if (getToken()) void load();

/** The logged-in part of the header, loaded on demand so a visitor's first paint stays light. */
export function HeaderAccountSlot() {
  return (
    <Suspense fallback={<div className="header-account-placeholder" aria-hidden="true" />}>
      <HeaderAccount />
    </Suspense>
  );
}
