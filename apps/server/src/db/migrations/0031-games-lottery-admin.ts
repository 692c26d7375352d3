import { sql, type Kysely } from 'kysely';
import {
  CREDENTIAL_KEY_NAME,
  isSealedCredential,
  newSecretKey,
  sealCredential,
} from '../../lib/secret-box.ts';

/**
 * The back office's games and lottery (issue 15 items 7 and 10, decision 0032):
 * - `merchant_vendor.maintenance_message`: what players see while a vendor is under maintenance, per language.
 * - `merchant_game`: a merchant's own settings of a platform game (enabled, hot, sort, icon, classify);
 *   null columns fall back to the platform row, so one brand's edits never reach another's catalog.
 * - `game_vendor.wallet_modes`: the wallet modes a vendor supports (null: only its current one).
 * - `vendor_credential.secret` encrypted at rest (AES-256-GCM, key in `platform_secret`): existing rows
 *   are encrypted here.
 * - `house_game_setting`: per merchant and house game, the RTP variant (within the game's declared set)
 *   and the stake limits.
 * - `lottery_draw` status VOID (a voided draw: every order refunded once), `lottery_game_setting.paused`
 *   (the draw loop makes no new draws of a paused game).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE merchant_vendor ADD COLUMN maintenance_message jsonb`,
    sql`ALTER TABLE game_vendor ADD COLUMN wallet_modes text[]`,
    sql`CREATE TABLE merchant_game (
          merchant_id integer NOT NULL REFERENCES merchant(id),
          game_id integer NOT NULL REFERENCES game(id),
          enabled boolean,
          is_hot boolean,
          sort integer,
          icon text,
          game_classify text,
          updated_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (merchant_id, game_id)
        )`,
    sql`CREATE TABLE house_game_setting (
          merchant_id integer NOT NULL REFERENCES merchant(id),
          game_code text NOT NULL,
          rtp_variant integer,
          min_bet bigint CHECK (min_bet > 0),
          max_bet bigint CHECK (max_bet > 0),
          updated_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (merchant_id, game_code),
          CHECK (min_bet IS NULL OR max_bet IS NULL OR min_bet <= max_bet)
        )`,
    sql`ALTER TABLE lottery_draw DROP CONSTRAINT IF EXISTS lottery_draw_status_check`,
    sql`ALTER TABLE lottery_draw ADD CONSTRAINT lottery_draw_status_check
          CHECK (status IN ('OPEN', 'DRAWING', 'SETTLED', 'VOID'))`,
    sql`ALTER TABLE lottery_draw ADD COLUMN voided_at timestamptz, ADD COLUMN void_reason text`,
    sql`CREATE TABLE lottery_game_setting (
          game_code text PRIMARY KEY,
          paused boolean NOT NULL DEFAULT false,
          updated_at timestamptz NOT NULL DEFAULT now()
        )`,
  ])
    await statement.execute(db);

  // Credentials written before this migration were plain: encrypt them under a key made now.
  await sql`INSERT INTO platform_secret (name, value) VALUES (${CREDENTIAL_KEY_NAME}, ${newSecretKey()})
    ON CONFLICT (name) DO NOTHING`.execute(db);
  const key = (
    await sql<{
      value: string;
    }>`SELECT value FROM platform_secret WHERE name = ${CREDENTIAL_KEY_NAME}`.execute(db)
  ).rows[0]!.value;
  const rows = (
    await sql<{
      vendor_code: string;
      secret: string;
    }>`SELECT vendor_code, secret FROM vendor_credential`.execute(db)
  ).rows;
  for (const r of rows)
    if (!isSealedCredential(r.secret))
      await sql`UPDATE vendor_credential SET secret = ${sealCredential(key, r.vendor_code, r.secret)} WHERE vendor_code = ${r.vendor_code}`.execute(
        db,
      );
}
