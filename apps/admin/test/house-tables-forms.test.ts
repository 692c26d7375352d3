import { describe, expect, it } from 'vitest';
import {
  checkFishing,
  checkRoom,
  checkTable,
  newRoomDraft,
  readAmount,
  readWhole,
  roomDraftOf,
  tableBounds,
  tableDraftOf,
  type RoomDraft,
  type TableDraft,
} from '../src/features/house-tables/validate.ts';
import { messages } from '../src/features/house-tables/messages.ts';

// The back office's forms for the house tables, card rooms and fishing (decision 0075): typed texts read
// field by field into the contract's bodies, each refusal on its field, and never a body the schema refuses.

describe('typed amounts and whole numbers', () => {
  it('reads digits with up to two decimals within the range', () => {
    expect(readAmount('12.5')).toBe(12.5);
    expect(readAmount(' 0.10 ', { min: 0.1, max: 100 })).toBe(0.1);
    expect(readAmount('100', { min: 0.1, max: 100 })).toBe(100);
    expect(readAmount('0', { zero: true })).toBe(0);
  });

  it('names what is wrong', () => {
    expect(readAmount('')).toEqual({ key: 'errRequired' });
    expect(readAmount('1.234')).toEqual({ key: 'errDecimals' });
    expect(readAmount('-1')).toEqual({ key: 'errAmount' });
    expect(readAmount('1e3')).toEqual({ key: 'errAmount' });
    expect(readAmount('0')).toEqual({ key: 'errAmount' });
    expect(readAmount('0.09', { min: 0.1, max: 100 })).toEqual({
      key: 'errRange',
      vars: { min: 0.1, max: 100 },
    });
    expect(readAmount('100.01', { min: 0.1, max: 100 })).toEqual({
      key: 'errRange',
      vars: { min: 0.1, max: 100 },
    });
    expect(readWhole('4', { min: 5, max: 60 })).toEqual({ key: 'errRange', vars: { min: 5, max: 60 } });
    expect(readWhole('5.5', { min: 5, max: 60 })).toEqual({ key: 'errWhole', vars: { min: 5, max: 60 } });
    expect(readWhole('60', { min: 5, max: 60 })).toBe(60);
  });
});

describe('casino table form', () => {
  const saved = {
    game: 'baccarat',
    enabled: true,
    minBet: 10,
    maxBet: 5000,
    sideMaxBet: 500,
    bettingSeconds: 20,
  } as const;
  const draft = (patch: Partial<TableDraft> = {}): TableDraft => ({ ...tableDraftOf(saved), ...patch });

  it("takes the game's declared stakes as its range: baccarat 100 to 5,000,000 minor = 1 to 50,000", () => {
    expect(tableBounds('baccarat')).toEqual({ min: 1, max: 50_000 });
  });

  it('reads a table back into the body the server takes', () => {
    expect(draft()).toEqual({
      enabled: true,
      minBet: '10',
      maxBet: '5000',
      sideMaxBet: '500',
      bettingSeconds: '20',
    });
    expect(checkTable('baccarat', draft({ enabled: false, minBet: '2.50' }))).toEqual({
      value: { enabled: false, minBet: 2.5, maxBet: 5000, sideMaxBet: 500, bettingSeconds: 20 },
      problems: {},
    });
  });

  it('takes cents a float cannot hold exactly (1.15 × 100 is 114.99999999999999)', () => {
    expect(
      checkTable('baccarat', draft({ minBet: '1.15', maxBet: '4.35', sideMaxBet: '2.20' })).value,
    ).toEqual({
      enabled: true,
      minBet: 1.15,
      maxBet: 4.35,
      sideMaxBet: 2.2,
      bettingSeconds: 20,
    });
    expect(checkFishing({ enabled: true, bulletMin: '0.29', bulletMax: '0.57' }).value).toEqual({
      enabled: true,
      bulletMin: 0.29,
      bulletMax: 0.57,
    });
  });

  it('refuses a min above the main or the side max, on the min field', () => {
    expect(checkTable('baccarat', draft({ minBet: '5000.01' })).problems).toEqual({
      minBet: { key: 'errTableMin' },
    });
    const side = checkTable('baccarat', draft({ minBet: '600' }));
    expect(side).toEqual({ value: null, problems: { minBet: { key: 'errTableMin' } } });
    // Equal is allowed: 500 ≤ 500.
    expect(checkTable('baccarat', draft({ minBet: '500' })).value?.minBet).toBe(500);
  });

  it('refuses stakes outside the game and a betting window outside 5–60 s', () => {
    const c = checkTable('sicbo', draft({ maxBet: '50000.01', sideMaxBet: '0.5', bettingSeconds: '61' }));
    expect(c.value).toBeNull();
    expect(c.problems).toEqual({
      maxBet: { key: 'errRange', vars: { min: 1, max: 50_000 } },
      sideMaxBet: { key: 'errRange', vars: { min: 1, max: 50_000 } },
      bettingSeconds: { key: 'errRange', vars: { min: 5, max: 60 } },
    });
  });
});

describe('fishing form', () => {
  it('reads the bullet range within 0.10–100, min ≤ max', () => {
    expect(checkFishing({ enabled: true, bulletMin: '0.1', bulletMax: '100' })).toEqual({
      value: { enabled: true, bulletMin: 0.1, bulletMax: 100 },
      problems: {},
    });
    expect(checkFishing({ enabled: true, bulletMin: '5', bulletMax: '4.99' }).problems).toEqual({
      bulletMin: { key: 'errBulletOrder' },
    });
    expect(checkFishing({ enabled: false, bulletMin: '0.05', bulletMax: '' }).problems).toEqual({
      bulletMin: { key: 'errRange', vars: { min: 0.1, max: 100 } },
      bulletMax: { key: 'errRequired' },
    });
  });
});

describe('card room form', () => {
  const named = (patch: Partial<RoomDraft> = {}): RoomDraft => ({
    ...newRoomDraft(),
    roomId: 'starter-1-2',
    name: { TW: '新手房', EN: 'Starter', VI: 'Phòng tập' },
    ...patch,
  });
  const create = (patch: Partial<RoomDraft> = {}) => checkRoom(named(patch), true);

  it('reads a new room: six seats, blinds 1/2, buy-ins 40–200 (20 to 100 big blinds)', () => {
    expect(create()).toEqual({
      value: {
        roomId: 'starter-1-2',
        game: 'holdem',
        currency: 'TWD',
        name: { TW: '新手房', EN: 'Starter', VI: 'Phòng tập' },
        enabled: true,
        seats: 6,
        smallBlind: 1,
        bigBlind: 2,
        minBuyIn: 40,
        maxBuyIn: 200,
        rakePercent: 5,
        rakeCap: 10,
        turnSeconds: 20,
      },
      problems: {},
    });
  });

  it('needs a room code of lower-case letters, digits and dashes, and a currency code', () => {
    expect(create({ roomId: 'Big Room', currency: 'X' }).problems).toEqual({
      roomId: { key: 'errRoomId' },
      currency: { key: 'errCurrency' },
    });
    expect(create({ roomId: 'vnd-room-9', currency: ' vnd ' }).value).toMatchObject({
      roomId: 'vnd-room-9',
      currency: 'VND',
    });
  });

  it('needs a name of 1 to 40 characters in each language', () => {
    const c = create({ name: { TW: '  ', EN: 'x'.repeat(41), VI: 'Phòng' } });
    expect(c.value).toBeNull();
    expect(c.problems).toEqual({ nameTW: { key: 'errName' }, nameEN: { key: 'errName' } });
  });

  it('refuses a small blind above the big blind', () => {
    expect(create({ smallBlind: '2.01' }).problems).toEqual({ smallBlind: { key: 'errBlinds' } });
  });

  it('needs the min buy-in at least 10 big blinds (blinds 0.05/0.15: 1.50), then ≤ the max', () => {
    const blinds = { smallBlind: '0.05', bigBlind: '0.15' };
    expect(create({ ...blinds, minBuyIn: '1.49' }).problems).toEqual({
      minBuyIn: { key: 'errBuyInFloor', vars: { min: '1.50' } },
    });
    expect(create({ ...blinds, minBuyIn: '1.5' }).value?.minBuyIn).toBe(1.5);
    expect(create({ minBuyIn: '200.01' }).problems).toEqual({ minBuyIn: { key: 'errBuyInOrder' } });
  });

  it('bounds seats 2–9, rake 0–10 %, the cap ≥ 0 and the turn timer 5–60 s', () => {
    const c = create({ seats: '10', rakePercent: '10.5', rakeCap: '-1', turnSeconds: '4' });
    expect(c.problems).toEqual({
      seats: { key: 'errRange', vars: { min: 2, max: 9 } },
      rakePercent: { key: 'errRange', vars: { min: 0, max: 10 } },
      rakeCap: { key: 'errAmount' },
      turnSeconds: { key: 'errRange', vars: { min: 5, max: 60 } },
    });
    expect(create({ rakePercent: '0', rakeCap: '0', seats: '2' }).value).toMatchObject({
      rakePercent: 0,
      rakeCap: 0,
      seats: 2,
    });
  });

  it('edits a room as it is: its game (Bull Bull), names and numbers', () => {
    const room = {
      roomId: 'r1',
      game: 'bullbull' as const,
      gameCode: 'HOUSEPK_BULLBULL' as const,
      currency: 'TWD',
      name: { TW: '牛牛', EN: 'Bulls', VI: 'Ngưu' },
      seats: 5,
      smallBlind: 0.5,
      bigBlind: 1,
      minBuyIn: 10,
      maxBuyIn: 100,
      rakePercent: 2.5,
      rakeCap: 3,
      turnSeconds: 15,
      enabled: false,
      seated: 3,
      handsToday: 12,
      rakeToday: 4.2,
    };
    const d = roomDraftOf(room);
    expect(d).toMatchObject({ game: 'bullbull', smallBlind: '0.50', rakePercent: '2.5', enabled: false });
    // Its id and game stay: the update carries neither.
    expect(checkRoom(d, false).value).toEqual({
      currency: 'TWD',
      name: room.name,
      enabled: false,
      seats: 5,
      smallBlind: 0.5,
      bigBlind: 1,
      minBuyIn: 10,
      maxBuyIn: 100,
      rakePercent: 2.5,
      rakeCap: 3,
      turnSeconds: 15,
    });
  });
});

describe('house tables messages', () => {
  it('has the same keys in TW, EN and VI, none empty, and a text for every problem', () => {
    const keys = Object.keys(messages.TW).sort();
    expect(Object.keys(messages.EN).sort()).toEqual(keys);
    expect(Object.keys(messages.VI).sort()).toEqual(keys);
    for (const lang of ['TW', 'EN', 'VI'] as const)
      for (const [key, text] of Object.entries(messages[lang]))
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
    for (const k of [
      'errRequired',
      'errAmount',
      'errDecimals',
      'errRange',
      'errWhole',
      'errName',
      'errTableMin',
    ])
      expect(keys).toContain(k);
  });
});
