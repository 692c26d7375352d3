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
        case 'seaWindow':
          // A blocked window falls back to the page itself.
          if (!window.open(route.href, SEA_WINDOW.name, SEA_WINDOW.features)) navigateRef.current(route.href);
          return;
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
  }, []);

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
