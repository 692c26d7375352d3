import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { PlayerTable } from '../../db/schema.ts';

export type PlayerRow = Selectable<PlayerTable>;

/** The player as the platform's latest authenticate answer describes it. */
export function upsertPlayer(
  db: Db,
  p: {
    vendor: string;
    platformPlayerId: string;
    name: string;
    currency: string;
    decimals: number;
    trial: boolean;
    now: Date;
  },
): Promise<PlayerRow> {
  return db
    .insertInto('player')
    .values({
      vendor_code: p.vendor,
      platform_player_id: p.platformPlayerId,
      name: p.name,
      currency: p.currency,
      decimals: p.decimals,
      trial: p.trial,
      updated_at: p.now,
    })
    .onConflict((oc) =>
      oc.columns(['vendor_code', 'platform_player_id']).doUpdateSet({
        name: p.name,
        currency: p.currency,
        decimals: p.decimals,
        trial: p.trial,
        updated_at: p.now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSession(
  db: Db,
  s: {
    idHash: string;
    playerId: bigint;
    vendor: string;
    gameCode: string;
    platformToken: string;
    language: string;
    rtp: number;
    stakeLimits: { min: bigint; max: bigint } | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('house_session')
    .values({
      id_hash: s.idHash,
      player_id: s.playerId,
      vendor_code: s.vendor,
      game_code: s.gameCode,
      platform_token: s.platformToken,
      language: s.language,
      rtp: s.rtp,
      min_bet: s.stakeLimits?.min ?? null,
      max_bet: s.stakeLimits?.max ?? null,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** A session with its player. */
export function findSession(db: Db, idHash: string) {
  return db
    .selectFrom('house_session as s')
    .innerJoin('player as p', 'p.id', 's.player_id')
    .select([
      's.player_id',
      's.vendor_code',
      's.game_code',
      's.platform_token',
      's.language',
      's.rtp',
      's.min_bet',
      's.max_bet',
      's.expires_at',
      'p.platform_player_id',
      'p.name',
      'p.currency',
      'p.decimals',
      'p.trial',
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function deleteExpiredSessions(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('house_session').where('expires_at', '<', before).execute();
}
