import { CS_TYPE_ENCRYPTED, entriesFor, type CsEntriesValue, type CsPosition } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  CS_ADDRESS_KEY_NAME,
  isSealedAddress,
  openAddress,
  sealAddress,
  sealForClient,
  sessionKey,
} from '../../lib/cs-address.ts';
import { newSecretKey } from '../../lib/secret-box.ts';
import type { SessionUser } from '../accounts/service.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

type Member = SessionUser;

/** An entry as the brand editor saves it (backoffice-brands.ts `brandCustomerService`). */
export interface CsEntryInput {
  id?: number;
  type: number;
  csType: string;
  csPosition: string;
  title: string;
  path: string;
  labelIds: string[];
}

/**
 * Customer-service entries (decision 0066): the member's list per position with VIP routing, type 3
 * addresses sealed for the session, and the brand editor's sealing on save.
 */
export function createCustomerService(
  db: Db,
  deps: {
    /** The member's `clubLabel.rankLevel` (member info), null without a label. */
    rankLevelOf: (member: Member) => Promise<number | null>;
  },
) {
  let keyOnce: Promise<string> | undefined;
  const key = () =>
    (keyOnce ??= repo.platformKey(db, CS_ADDRESS_KEY_NAME, newSecretKey).catch((e: unknown) => {
      keyOnce = undefined;
      throw e;
    }));

  return {
    /**
     * The member's entries (of one position, or of all): VIP routing by rankLevel, type 3 addresses
     * sealed under the session's key, which comes along. An address that does not open (altered in the
     * database, or sealed for another merchant) is left out rather than offered.
     */
    async memberEntries(tenant: Tenant, member: Member, position?: CsPosition): Promise<CsEntriesValue> {
      const [rows, rankLevel] = await Promise.all([repo.entries(db, tenant.id), deps.rankLevelOf(member)]);
      const all = rows.map((r) => ({ ...r, csType: r.cs_type, csPosition: r.cs_position }));
      const positions = position ? [position] : (['LEFT', 'RIGHT', 'TOP', 'LOGIN', 'MAINTENANCE'] as const);
      const chosen = positions.flatMap((p) => entriesFor(all, p, rankLevel));
      const platformKey = chosen.some((e) => e.type === CS_TYPE_ENCRYPTED) ? await key() : null;
      const clientKey = platformKey ? sessionKey(platformKey, member.tokenHash) : null;
      const entries = chosen.flatMap((e) => {
        let sealed = null;
        if (e.type === CS_TYPE_ENCRYPTED) {
          try {
            sealed = sealForClient(clientKey!, openAddress(platformKey!, tenant.id, e.path));
          } catch {
            return [];
          }
        }
        return [
          {
            id: e.id,
            type: e.type,
            csType: e.csType,
            csPosition: e.csPosition,
            title: e.title,
            path: e.type === CS_TYPE_ENCRYPTED ? '' : e.path,
            sealed,
          },
        ];
      });
      return { key: clientKey ? clientKey.toString('base64') : null, entries };
    },

    /**
     * The brand editor's sealing, loaded before the caller's transaction (the key, and the merchant's stored
     * entries when it exists; an embedded database has one connection): type 3 typed addresses sealed, ''
     * keeping the entry's stored address (same merchant, same id), the chat's path empty.
     */
    async sealer(existingMerchantId: number | null) {
      const platformKey = await key();
      const stored = existingMerchantId === null ? [] : await repo.entries(db, existingMerchantId);
      return (merchantId: number, input: CsEntryInput[]): CsEntryInput[] =>
        input.map((e) => {
          if (e.type === 1) return { ...e, path: '' };
          if (e.type !== CS_TYPE_ENCRYPTED) return e;
          if (e.path !== '') return { ...e, path: sealAddress(platformKey, merchantId, e.path) };
          const before = stored.find(
            (s) => s.id === e.id && s.type === CS_TYPE_ENCRYPTED && isSealedAddress(s.path),
          );
          if (!before) throw new AppError('request_param_err', { customerService: 'link' });
          return { ...e, path: before.path };
        });
    },

    async sealForSave(merchantId: number, input: CsEntryInput[]): Promise<CsEntryInput[]> {
      return (await this.sealer(merchantId))(merchantId, input);
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
