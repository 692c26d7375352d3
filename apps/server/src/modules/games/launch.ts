import type { LaunchGameRequest, LaunchGameValue } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { newToken } from '../accounts/tokens.ts';
import type { Tenant } from '../merchants/service.ts';
import { houseVendors, launchBase, type VendorRegistry } from './vendors.ts';
import * as repo from './vendor-repository.ts';
import { maintenanceText } from './vendor-names.ts';

/** A launch session lives this long for bets; wins and rollbacks are accepted after it (decision 0009). */
export const VENDOR_SESSION_HOURS = 8;

interface Member {
  id: number;
  type: number;
}

/**
 * `POST /wps/game/launchGame`: a session token for the vendor and the game's address. Trial accounts
 * (isAgent 4, DECISIONS.md 12) launch house games only, with their free-play money.
 */
export function createGameLauncher(db: Db, vendors: VendorRegistry) {
  return {
    async launch(
      tenant: Tenant,
      member: Member,
      req: LaunchGameRequest,
      host: string,
      lang: Lang,
    ): Promise<LaunchGameValue> {
      const nodeId = req.nodeId === undefined || req.nodeId === '' ? NaN : Number(req.nodeId);
      const game = Number.isSafeInteger(nodeId)
        ? await repo.findMerchantGame(db, tenant.id, nodeId)
        : req.gameId
          ? await repo.findMerchantGameByCode(db, tenant.id, req.vassalage, req.gameId)
          : undefined;
      if (!game || !game.enabled || !game.vendor_enabled || game.vendor_code !== req.vassalage)
        throw new AppError('not.found');
      const trial = member.type === 4;
      if (trial && !(houseVendors as readonly string[]).includes(game.vendor_code))
        throw new AppError('trial.account.forbidden');
      if (game.maintenance) {
        // The operator's message, when one was written, rides with the refusal (decision 0032).
        const message = maintenanceText(game.maintenance_message, lang);
        throw new AppError('vendor_under_maintenance', message ? { message } : undefined);
      }
      const vendor = await vendors.get(game.vendor_code);
      if (!vendor?.credential) throw new AppError('vendor.unavailable');

      const { token, hash } = newToken();
      await repo.insertSession(db, {
        tokenHash: hash,
        merchantId: tenant.id,
        customerId: member.id,
        vendorCode: game.vendor_code,
        gameId: game.id,
        ledger: trial ? 'trial' : 'cash',
        language: lang,
        expiresAt: new Date(clock.nowMs() + VENDOR_SESSION_HOURS * 3_600_000),
      });
      const vars: Record<string, string> = { token, game: game.game_code, lang };
      const address = (template: string) => {
        const base = launchBase(template, host);
        // A template with placeholders is an outside vendor's own address; otherwise the house form.
        return base.includes('{token}')
          ? base.replace(/\{(token|game|lang)\}/g, (_, name: string) => encodeURIComponent(vars[name]!))
          : `${base}/play/${encodeURIComponent(game.game_code)}?token=${encodeURIComponent(token)}&lang=${lang}`;
      };
      const gameUrl = address(vendor.credential.launchUrl);
      const value: LaunchGameValue = {
        game_url: gameUrl,
        launchView: vendor.launchView,
        origin: new URL(gameUrl).origin,
      };
      // The same session at the vendor's alternate address: the web falls back to it (decision 0016).
      if (vendor.credential.altLaunchUrl) {
        const alt = address(vendor.credential.altLaunchUrl);
        value.game_url2 = alt;
        value.origin2 = new URL(alt).origin;
      }
      return value;
    },
  };
}
export type GameLauncher = ReturnType<typeof createGameLauncher>;
