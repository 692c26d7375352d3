import { toMajor, toMinor } from '@portal/contract/money';
import type { RoomSettingsInput } from '../../../shared/rooms-api.ts';
import { roomSettingsUpdate } from '../../../shared/rooms-api.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { settingsValue } from './present.ts';
import * as repo from './repository.ts';

type Update = z.infer<typeof roomSettingsUpdate>;

/** The back office's rooms (signed `/operator/v1/rooms`): settings, seated players, today's hands and rake. */
export function createRoomsOperator(db: Db) {
  /** Settings in minor units, checked against each other; a refusal changes nothing. */
  function columns(input: Update, decimals: number) {
    const minor = (v: number | undefined) => {
      if (v === undefined) return undefined;
      const m = toMinor(v, decimals);
      if (m === null || m < 0n) throw new HouseError('room.settings.invalid');
      return m;
    };
    return {
      ...(input.name ? { name: JSON.stringify(input.name) } : {}),
      ...(input.currency ? { currency: input.currency } : {}),
      seats: input.seats,
      small_blind: minor(input.smallBlind),
      big_blind: minor(input.bigBlind),
      min_buy_in: minor(input.minBuyIn),
      max_buy_in: minor(input.maxBuyIn),
      rake_bps: input.rakePercent === undefined ? undefined : Math.round(input.rakePercent * 100),
      rake_cap: minor(input.rakeCap),
      turn_seconds: input.turnSeconds,
      enabled: input.enabled,
    };
  }

  function check(r: repo.RoomRow) {
    const ok =
      r.seats >= 2 &&
      r.seats <= 9 &&
      r.small_blind > 0n &&
      r.big_blind >= r.small_blind &&
      r.min_buy_in >= r.big_blind &&
      r.max_buy_in >= r.min_buy_in &&
      r.rake_bps >= 0 &&
      r.rake_bps <= 2_000 &&
      r.turn_seconds >= 5 &&
      r.turn_seconds <= 120;
    if (!ok) throw new HouseError('room.settings.invalid');
  }

  const startOfDay = () => {
    const d = clock.now();
    d.setUTCHours(0, 0, 0, 0);
    return d;
  };

  async function list() {
    const [rows, day] = [await repo.rooms(db, undefined, false), await repo.dayFigures(db, startOfDay())];
    const out = [];
    for (const room of rows) {
      const seated = (await repo.seats(db, room.id)).filter((s) => s.status === 'seated').length;
      const figures = day.get(room.id) ?? { hands: 0, rake: 0n };
      out.push({
        ...settingsValue(room),
        seated,
        handsToday: figures.hands,
        rakeToday: toMajor(figures.rake, room.decimals),
      });
    }
    return { rooms: out };
  }

  return {
    list,

    /** Changes apply between hands: the running hand keeps the blinds and rake it started with. */
    async update(roomId: string, input: Update) {
      await db.transaction().execute(async (trx) => {
        const room = await repo.lockRoom(trx, roomId);
        if (!room) throw new HouseError('room.not.found');
        const change = Object.fromEntries(
          Object.entries(columns(input, room.decimals)).filter(([, v]) => v !== undefined),
        );
        check({ ...room, ...(change as Partial<repo.RoomRow>), name: room.name });
        await repo.updateRoom(trx, roomId, change);
        await repo.bump(trx, roomId);
      });
      return list();
    },

    async create(input: RoomSettingsInput) {
      if (await repo.room(db, input.roomId)) throw new HouseError('room.settings.invalid');
      const decimals = 2;
      const c = columns(input, decimals);
      const row = {
        id: input.roomId,
        game: input.game,
        name: JSON.stringify(input.name),
        currency: input.currency,
        decimals,
        seats: input.seats,
        small_blind: c.small_blind as bigint,
        big_blind: c.big_blind as bigint,
        min_buy_in: c.min_buy_in as bigint,
        max_buy_in: c.max_buy_in as bigint,
        rake_bps: c.rake_bps as number,
        rake_cap: c.rake_cap as bigint,
        turn_seconds: input.turnSeconds,
        enabled: input.enabled,
      };
      check({ ...row, name: input.name } as unknown as repo.RoomRow);
      await repo.insertRoom(db, row);
      return list();
    },
  };
}
export type RoomsOperator = ReturnType<typeof createRoomsOperator>;
