import { useCallback } from 'react';
import type { VendorCard } from '@portal/contract';
import { launchRoute, type LaunchTarget } from '../lib/launch-routing';
import { useLaunchStore } from '../stores/launch-store';
import { useLaunchGame } from './use-launch-game';

/**
 * Vendor card click (spec section 4): lottery vendors go to their lottery page, a GAME card launches
 * the vendor's game (its lobby), both for members; a VASSALAGE card opens the popup list of the
 * vendor's games, which a visitor may browse too (playing asks for login).
 */
export function useVendorAction() {
  const launch = useLaunchGame();
  const openVendorList = useLaunchStore((s) => s.openVendorList);
  return useCallback(
    (card: VendorCard) => {
      const target: LaunchTarget = {
        gameId: card.gameId,
        nodeId: card.nodeId,
        vassalage: card.vassalage,
        accountType: card.accountTypeName,
        gameType: card.gameType,
        name: card.displayName,
        available: card.available,
        maintenance: card.maintenance,
        vendorList: card.isGame === 'VASSALAGE' ? card : undefined,
      };
      if (launchRoute(target).kind === 'vendorList') openVendorList(card);
      else launch(target);
    },
    [launch, openVendorList],
  );
}
