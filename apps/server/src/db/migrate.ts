import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client.ts';
import * as m0001 from './migrations/0001-foundation.ts';
import * as m0002 from './migrations/0002-accounts.ts';
import * as m0003 from './migrations/0003-registration.ts';
import * as m0004 from './migrations/0004-remember-tokens.ts';
import * as m0005 from './migrations/0005-avatar.ts';
import * as m0006 from './migrations/0006-staff-promotions.ts';
import * as m0007 from './migrations/0007-oauth.ts';
import * as m0008 from './migrations/0008-ledger.ts';
import * as m0009 from './migrations/0009-cashier.ts';
import * as m0010 from './migrations/0010-withdrawals.ts';
import * as m0011 from './migrations/0011-ledger-post.ts';
import * as m0012 from './migrations/0012-jobs.ts';
import * as m0013 from './migrations/0013-deposit-promotions.ts';
import * as m0014 from './migrations/0014-deposit-receipts.ts';
import * as m0015 from './migrations/0015-vendors.ts';
import * as m0016 from './migrations/0016-bonus-release.ts';
import * as m0017 from './migrations/0017-lottery.ts';
import * as m0018 from './migrations/0018-vendor-apply-lighter.ts';
import * as m0019 from './migrations/0019-accounts-hardening.ts';
import * as m0020 from './migrations/0020-game-lines-alt-launch.ts';
import * as m0021 from './migrations/0021-request-fingerprint.ts';
import * as m0022 from './migrations/0022-promotion-conditions.ts';
import * as m0024 from './migrations/0024-localized-resource-labels.ts';
import * as m0025 from './migrations/0025-session-password-change.ts';
import * as m0026 from './migrations/0026-localized-vendor-names.ts';
import * as m0027 from './migrations/0027-audit-log.ts';
import * as m0028 from './migrations/0028-staff-access.ts';
import * as m0029 from './migrations/0029-members-cashier.ts';
import * as m0031 from './migrations/0031-games-lottery-admin.ts';
import * as m0032 from './migrations/0032-content-preview.ts';
import * as m0033 from './migrations/0033-content-drafts.ts';
import * as m0034 from './migrations/0034-reward-grants.ts';
import * as m0035 from './migrations/0035-promotions.ts';
import * as m0036 from './migrations/0036-points-mall.ts';
import * as m0037 from './migrations/0037-missions.ts';
import * as m0038 from './migrations/0038-bet-record-settled-index.ts';
import * as m0039 from './migrations/0039-sign-in.ts';
import * as m0040 from './migrations/0040-manual-rebate.ts';
import * as m0041 from './migrations/0041-points-request-ids.ts';
import * as m0042 from './migrations/0042-newbie-tasks-and-promo-codes.ts';
import * as m0043 from './migrations/0043-issued-rewards.ts';
import * as m0044 from './migrations/0044-tickets.ts';
import * as m0045 from './migrations/0045-point-categories.ts';
import * as m0046 from './migrations/0046-mobile-binding.ts';
import * as m0047 from './migrations/0047-total-promo-earnings.ts';
import * as m0048 from './migrations/0048-agent-tree.ts';
import * as m0049 from './migrations/0049-agent-team.ts';
import * as m0050 from './migrations/0050-agent-rebate-cursor.ts';
import * as m0051 from './migrations/0051-agent-contracts.ts';
import * as m0052 from './migrations/0052-agent-announcements.ts';
import * as m0053 from './migrations/0053-agent-rebate-paid.ts';
import * as m0055 from './migrations/0055-messages.ts';
import * as m0056 from './migrations/0056-vip.ts';
import * as m0057 from './migrations/0057-referral.ts';
import * as m0058 from './migrations/0058-feedback.ts';
import * as m0059 from './migrations/0059-kyc.ts';
import * as m0060 from './migrations/0060-live-chat.ts';
import * as m0061 from './migrations/0061-message-languages-segments.ts';
import * as m0062 from './migrations/0062-announcement-reads.ts';
import * as m0063 from './migrations/0063-referral-rebate-revisions.ts';
import * as m0064 from './migrations/0064-house-sportsbook-vendors.ts';
import * as m0065 from './migrations/0065-bet-record-detail.ts';
import * as m0066 from './migrations/0066-house-tables-vendors.ts';

/** Migrations are listed in code (no directory scanning), so they work the same from source and bundles. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-accounts': m0002,
  '0003-registration': m0003,
  '0004-remember-tokens': m0004,
  '0005-avatar': m0005,
  '0006-staff-promotions': m0006,
  '0007-oauth': m0007,
  '0008-ledger': m0008,
  '0009-cashier': m0009,
  '0010-withdrawals': m0010,
  '0011-ledger-post': m0011,
  '0012-jobs': m0012,
  '0013-deposit-promotions': m0013,
  '0014-deposit-receipts': m0014,
  '0015-vendors': m0015,
  '0016-bonus-release': m0016,
  '0017-lottery': m0017,
  '0018-vendor-apply-lighter': m0018,
  '0019-accounts-hardening': m0019,
  '0020-game-lines-alt-launch': m0020,
  '0021-request-fingerprint': m0021,
  '0022-promotion-conditions': m0022,
  '0024-localized-resource-labels': m0024,
  '0025-session-password-change': m0025,
  '0026-localized-vendor-names': m0026,
  '0027-audit-log': m0027,
  '0028-staff-access': m0028,
  '0029-members-cashier': m0029,
  '0031-games-lottery-admin': m0031,
  '0032-content-preview': m0032,
  '0033-content-drafts': m0033,
  '0034-reward-grants': m0034,
  '0035-promotions': m0035,
  '0036-points-mall': m0036,
  '0037-missions': m0037,
  '0038-bet-record-settled-index': m0038,
  '0039-sign-in': m0039,
  '0040-manual-rebate': m0040,
  '0041-points-request-ids': m0041,
  '0042-newbie-tasks-and-promo-codes': m0042,
  '0043-issued-rewards': m0043,
  '0044-tickets': m0044,
  '0045-point-categories': m0045,
  '0046-mobile-binding': m0046,
  '0047-total-promo-earnings': m0047,
  '0048-agent-tree': m0048,
  '0049-agent-team': m0049,
  '0050-agent-rebate-cursor': m0050,
  '0051-agent-contracts': m0051,
  '0052-agent-announcements': m0052,
  '0053-agent-rebate-paid': m0053,
  '0055-messages': m0055,
  '0056-vip': m0056,
  '0057-referral': m0057,
  '0058-feedback': m0058,
  '0059-kyc': m0059,
  '0060-live-chat': m0060,
  '0061-message-languages-segments': m0061,
  '0062-announcement-reads': m0062,
  '0063-referral-rebate-revisions': m0063,
  '0064-house-sportsbook-vendors': m0064,
  '0065-bet-record-detail': m0065,
  '0066-house-tables-vendors': m0066,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
