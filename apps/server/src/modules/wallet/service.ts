import type { TransactionHistory, WalletBalance } from '@portal/contract';
import { POINTS_ACCOUNT_TYPE_ID, walletAccountTypes } from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { toMajor } from '@portal/contract/money';
import { translate, type Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from './ledger.ts';
import { vendorName } from '../games/vendor-names.ts';
import * as repo from './repository.ts';

interface Member {
  id: number;
  type: number;
}

/** Trial accounts (isAgent 4) play on a ledger of their own, never with real cash. */
const ledgerOf = (member: Member) => (member.type === 4 ? 'trial' : 'cash');

/** The member's side of the wallet: balances and the account record. */
export function createWalletService(
  db: Db,
  ledger: Ledger,
  /** Balances at transfer-mode vendors, read from the vendors (vendor-transfers.ts). */
  vendorBalances: (
    tenant: Tenant,
    member: Member,
    lang: Lang,
  ) => Promise<
    { accountTypeId: number; name: string; minor: bigint; status: 'OK' | 'MAINTENANCE' | 'UNAVAILABLE' }[]
  >,
) {
  return {
    async balance(tenant: Tenant, member: Member, lang: Lang): Promise<WalletBalance> {
      const decimals = tenant.settings.currency.decimals;
      const [accounts, vendors] = await Promise.all([
        ledger.balances(tenant.id, member.id, ledgerOf(member)),
        member.type === 4 ? Promise.resolve([]) : vendorBalances(tenant, member, lang),
      ]);
      const of = (kind: string, ref = '') =>
        accounts.find((a) => a.kind === kind && a.ref === ref)?.balance ?? 0n;
      const rows = [
        {
          accountTypeId: walletAccountTypes.main,
          name: translate(lang, 'wallet.main'),
          minor: of('cash'),
          status: 'OK' as const,
        },
        {
          accountTypeId: walletAccountTypes.bonus,
          name: translate(lang, 'wallet.bonus'),
          minor: of('bonus'),
          status: 'OK' as const,
        },
        ...vendors,
      ];
      return {
        sumBalance: toMajor(
          rows.reduce((sum, r) => sum + r.minor, 0n),
          decimals,
        ),
        balance: rows.map(({ minor, ...r }) => ({ ...r, availBalance: toMajor(minor, decimals) })),
        currency: tenant.settings.currency.code,
        currencySymbol: tenant.settings.currency.symbol,
      };
    },

    /** Single-wallet merchants offer no transfer-mode vendor that can hold money, so no wallet transfers. */
    async merchantWallet(tenant: Tenant) {
      return {
        isSingle: (await repo.hasReachableTransferVendor(db, tenant.id)) ? (0 as const) : (1 as const),
      };
    },

    /**
     * The member's agent contracts and pending contract requests. Contracts are made in the agent
     * centre (the agents issue); until a member has one every map is empty, and the flags say whether
     * the merchant offers salaries and dividend contracts at all.
     */
    consolidated(tenant: Tenant) {
      const tree = tenant.info.whitelabel;
      return {
        divtypeinfo: {},
        dailysalinfotype: {},
        contracthoursalinfo: {},
        realtimesalinfotype: {},
        divtypecompperiodreq: {},
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypereq: {},
        enableSalary: isModuleEnabled(tree, modIds.dailySalary),
        enableContract: isModuleEnabled(tree, modIds.contracts),
      };
    },

    async history(
      tenant: Tenant,
      member: Member,
      q: {
        startTime?: string;
        endTime?: string;
        type?: string;
        pageNo: number;
        pageSize: number;
        accountTypeId?: number;
      },
      lang: Lang,
    ): Promise<TransactionHistory> {
      // accountTypeId 9: the points ledger (whole points, decision 0039); its rows are typed by their kind.
      const points = q.accountTypeId === POINTS_ACCOUNT_TYPE_ID;
      const decimals = points ? 0 : tenant.settings.currency.decimals;
      const { rows, total } = await repo.entryPage(db, {
        merchantId: tenant.id,
        ledger: points ? 'points' : ledgerOf(member),
        owners: { customerId: member.id },
        from: q.startTime ? new Date(q.startTime) : undefined,
        to: q.endTime ? new Date(q.endTime) : undefined,
        type: q.type,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return {
        rows: rows.map((r) => {
          const walletName = (kind: string) =>
            translate(lang, kind === 'bonus' ? 'wallet.bonus' : 'wallet.main');
          // The other wallet of a move between the member's own wallets, by its display name.
          const counterparty =
            r.type === 'wallet_transfer'
              ? r.vendor_name === null
                ? null
                : vendorName({ name: r.vendor_name, name_i18n: r.vendor_names }, lang)
              : r.type === 'bonus_release'
                ? walletName(r.kind === 'bonus' ? 'cash' : 'bonus')
                : null;
          return {
            id: String(r.id),
            type: points && typeof r.meta.kind === 'string' ? r.meta.kind : r.type,
            amount: toMajor(r.amount, decimals),
            balanceAfter: toMajor(r.balance_after, decimals),
            wallet: points ? translate(lang, 'pointMall.balance') : walletName(r.kind),
            counterparty,
            time: new Date(r.created_at).toISOString(),
            // A withdrawal request is pending until it is paid out or returned; a wallet transfer until
            // the vendor answers.
            status:
              (r.type === 'withdraw_reserve' && !r.resolved) || r.transfer_status === 'PENDING'
                ? ('PENDING' as const)
                : ('SUCCESS' as const),
            remark: r.type !== 'wallet_transfer' && typeof r.meta.remark === 'string' ? r.meta.remark : null,
          };
        }),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
