import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { VendorCard } from '@portal/contract';
import { links } from '@/config/paths';
import { useLaunchGame } from './use-launch-game';

/** Vendor card click: GAME launches the vendor's game, VASSALAGE shows the category filtered to it. */
export function useVendorAction() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (card: VendorCard) => {
      if (card.isGame === 'GAME') {
        launch({
          gameId: card.gameId,
          nodeId: card.nodeId,
          vassalage: card.vassalage,
          gameType: card.gameType,
          name: card.displayName,
        });
      } else {
        navigate(links.category(card.gameType, card.vassalage));
      }
    },
    [navigate, launch],
  );
}
