import { createHouseOperatorClient } from '../../lib/house-operator.ts';
import type { VendorRegistry } from '../games/vendors.ts';

/**
 * The house sportsbook's operator API (decision 0072): house refusals the back office explains; anything else
 * is the sportsbook being unavailable.
 */
export function createSportsbookHouseClient(vendors: VendorRegistry, fetchImpl: typeof fetch = fetch) {
  return createHouseOperatorClient(
    vendors,
    {
      errors: {
        'sports.event.not.found': 'sportsbook.event.not.found',
        'sports.event.final': 'sportsbook.event.final',
        'sports.settings.invalid': 'sportsbook.settings.invalid',
      },
      unavailable: 'sportsbook.unavailable',
    },
    fetchImpl,
  );
}
export type SportsbookHouseClient = ReturnType<typeof createSportsbookHouseClient>;
