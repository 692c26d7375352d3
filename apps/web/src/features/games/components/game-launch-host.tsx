import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { registerGameLauncher } from '../hooks/use-launch-game';
import { showComingSoon, showMaintenance } from '../lib/launch-dialogs';
import { launchRoute, SEA_WINDOW } from '../lib/launch-routing';
import { useLaunchStore } from '../stores/launch-store';
import './game-launch-host.css';

const VendorGamesModal = lazy(() => import('./vendor-games-modal'));

/**
 * The member launch flow (spec section 4, launch routing), registered while the site is shown; the
 * vendor's popup list of games and the "opening the game" notice. The routing is decided at once (a
 * window may open only inside the click); the launch call's code loads on the first launch.
 */
export function GameLaunchHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const vendorList = useLaunchStore((s) => s.vendorList);
  const launching = useLaunchStore((s) => s.launching);
  const navigateRef = useRef(navigate);

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    registerGameLauncher((target) => {
      const { openVendorList, setLaunching } = useLaunchStore.getState();
      const route = launchRoute(target);
      switch (route.kind) {
        case 'seaWindow': {
          // Opened inside the click (else it is blocked); a blocked window launches in the page itself.
          const win = window.open('', SEA_WINDOW.name, SEA_WINDOW.features);
          // What the window shows until the game's address arrives.
          if (win)
            win.document.body.textContent = target.name
              ? t('games.launch.openingName', { name: target.name })
              : t('games.launch.opening');
          void import('../lib/launch-flow').then((flow) =>
            win
              ? flow.launchInWindow(target, win, (to) => navigateRef.current(to))
              : flow.launchAndOpen(target, (to) => navigateRef.current(to)),
          );
          return;
        }
        case 'navigate':
          navigateRef.current(route.href);
          return;
        case 'vendorList':
          openVendorList(route.card);
          return;
        case 'comingSoon':
          void showComingSoon();
          return;
        case 'maintenance':
          void showMaintenance((to) => navigateRef.current(to), target.gameType);
          return;
        case 'launch':
          if (useLaunchStore.getState().launching !== null) return; // one launch at a time
          setLaunching(target.name ?? '');
          void import('../lib/launch-flow')
            .then(({ launchAndOpen }) => launchAndOpen(target, (to) => navigateRef.current(to)))
            .finally(() => setLaunching(null));
      }
    });
    return () => registerGameLauncher(null);
  }, [t]);

  // The popup list closes when the page changes (a game or a lottery page opened).
  useEffect(() => {
    useLaunchStore.getState().closeVendorList();
  }, [pathname]);

  return (
    <>
      {vendorList && (
        <Suspense fallback={null}>
          <VendorGamesModal card={vendorList} onClose={useLaunchStore.getState().closeVendorList} />
        </Suspense>
      )}
      {launching !== null && (
        <div className="launch-notice" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" />
          {launching ? t('games.launch.openingName', { name: launching }) : t('games.launch.opening')}
        </div>
      )}
    </>
  );
}
