import { sql, type Kysely } from 'kysely';

/**
 * Game-list gaps of spec section 3 (decision 0016): a slot's line count for the `minLineNum` filter, and
 * a vendor's alternate launch address, sent as `game_url2` for the web to fall back to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  -- Paylines of a slot; null for games without lines (table games, live, lottery...).
  alter table game add column line_num int check (line_num > 0);

  -- The house slots' paylines (apps/house-games/src/engine: Dragon Fortune 20, Neon Fruits 10).
  update game set line_num = 20 where game_code = 'HOUSE_DRAGON_FORTUNE';
  update game set line_num = 10 where game_code = 'HOUSE_NEON_FRUITS';

  -- A second launch address template of the vendor (another domain or CDN), same placeholders.
  alter table vendor_credential add column alt_launch_url text
`;
