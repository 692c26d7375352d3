import { describe, expect, it } from 'vitest';
import {
  actionFor,
  betOptions,
  parseAmount,
  potRaiseTo,
  presets,
  type BetSpot,
} from '../web/src/games/rooms/raise.ts';
import { feltRadius, seatLayout, seatPoint, towardCentre } from '../web/src/games/rooms/seats.ts';
import { ringOffset, turnClock } from '../web/src/games/rooms/timer.ts';
import type { HoldemHandValue, RoomState } from '../src/shared/rooms-api.ts';
import { holdemViews, isOver, winnings } from '../web/src/games/rooms/seat-view.ts';
import { newer } from '../web/src/games/rooms/use-room.ts';
import { addSample, serverNow } from '../web/src/lib/crash-clock.ts';

// Blinds 0.50 / 1.00 in minor units (cents).
const bb = 100;

describe('raise amount helper', () => {
  it('pre-flop on the button facing the big blind', () => {
    const spot: BetSpot = {
      stack: 10_000,
      myBet: 0,
      highestBet: 100,
      lastRaise: 100,
      bigBlind: bb,
      pot: 150,
    };
    const o = betOptions(spot);
    expect(o).toEqual({
      toCall: 100,
      canCheck: false,
      callIsAllIn: false,
      isBet: false,
      range: { min: 200, max: 10_000 },
    });
    // Pot after calling: 150 + 100 = 250; pot raise to = 100 + 250 = 350, half pot = 100 + 125.
    expect(potRaiseTo(spot, 1)).toBe(350);
    expect(potRaiseTo(spot, 0.5)).toBe(225);
    expect(presets(spot)).toEqual([
      { id: 'min', to: 200 },
      { id: 'half', to: 225 },
      { id: 'pot', to: 350 },
      { id: 'allin', to: 10_000 },
    ]);
    expect(actionFor(spot, 350)).toBe('raise');
    expect(actionFor(spot, 10_000)).toBe('all-in');
  });

  it('the big blind facing a raise to 3: the min re-raise adds the last raise (2)', () => {
    const spot: BetSpot = {
      stack: 9_900,
      myBet: 100,
      highestBet: 300,
      lastRaise: 200,
      bigBlind: bb,
      pot: 450,
    };
    const o = betOptions(spot);
    expect(o.toCall).toBe(200);
    expect(o.range).toEqual({ min: 500, max: 10_000 });
    // 300 + (450 + 200) = 950.
    expect(potRaiseTo(spot, 1)).toBe(950);
  });

  it('a stack short of the min raise can only shove, a stack short of the call calls all in', () => {
    const short: BetSpot = { stack: 150, myBet: 0, highestBet: 100, lastRaise: 100, bigBlind: bb, pot: 150 };
    expect(betOptions(short).range).toEqual({ min: 150, max: 150 });
    expect(presets(short).map((p) => p.to)).toEqual([150, 150, 150, 150]);
    expect(actionFor(short, 150)).toBe('all-in');

    const shorter: BetSpot = { ...short, stack: 80 };
    const o = betOptions(shorter);
    expect(o.toCall).toBe(80);
    expect(o.callIsAllIn).toBe(true);
    expect(o.range).toBeNull();
    expect(presets(shorter)).toEqual([]);
  });

  it('an all-in for less does not re-open the betting: call or fold only', () => {
    const spot: BetSpot = {
      stack: 5_000,
      myBet: 400,
      highestBet: 550,
      lastRaise: 300,
      bigBlind: bb,
      pot: 2_000,
      canRaise: false,
    };
    expect(betOptions(spot).range).toBeNull();
    expect(betOptions(spot).toCall).toBe(150);
  });

  it('first bet after the flop: check possible, min bet one big blind, pot bet = pot', () => {
    const spot: BetSpot = { stack: 5_000, myBet: 0, highestBet: 0, lastRaise: 0, bigBlind: bb, pot: 1_000 };
    const o = betOptions(spot);
    expect(o.canCheck).toBe(true);
    expect(o.isBet).toBe(true);
    expect(o.range).toEqual({ min: 100, max: 5_000 });
    expect(potRaiseTo(spot, 1)).toBe(1_000);
    expect(potRaiseTo(spot, 0.5)).toBe(500);
    expect(actionFor(spot, 500)).toBe('bet');
    // A pot bigger than the stack is capped at all in.
    expect(potRaiseTo({ ...spot, pot: 9_000 }, 1)).toBe(5_000);
  });

  it('reads typed amounts in major units', () => {
    expect(parseAmount('12.5', 2)).toBe(1_250);
    expect(parseAmount(' 12,50 ', 2)).toBe(1_250);
    expect(parseAmount('7', 0)).toBe(7);
    expect(parseAmount('7.5', 0)).toBeNull();
    expect(parseAmount('1.234', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
    expect(parseAmount('', 2)).toBeNull();
  });
});

describe('seat positions', () => {
  it('heads-up: the viewer at the bottom, the other at the top', () => {
    expect(seatLayout(2, null)).toEqual([
      { x: 50, y: 90 },
      { x: 50, y: 10 },
    ]);
    expect(seatLayout(2, 1)).toEqual([
      { x: 50, y: 10 },
      { x: 50, y: 90 },
    ]);
  });

  it('four seats seen from seat 2 go clockwise: left, top, right', () => {
    expect(seatLayout(4, 2)).toEqual([
      { x: 50, y: 10 },
      { x: 94, y: 50 },
      { x: 50, y: 90 },
      { x: 6, y: 50 },
    ]);
  });

  it('six seats: the next seat is 60° round, lower left', () => {
    // 150°: x = 50 + 44·cos150° = 11.89, y = 50 + 40·sin150° = 70.
    expect(seatPoint(1, 6, 0)).toEqual({ x: 11.89, y: 70 });
    expect(seatLayout(9, 4)).toHaveLength(9);
    expect(seatPoint(4, 9, 4)).toEqual({ x: 50, y: 90 });
  });

  it('keeps whole seats on a phone felt', () => {
    // 351 × 468 px (a 375 px phone): 50 - 100·46/351 = 36.89, 50 - 100·52/468 = 38.89.
    expect(feltRadius(351, 468)).toEqual({ rx: 36.89, ry: 38.89 });
    // A wide desktop felt keeps the full oval; a tiny one stops at 30; unmeasured uses the default.
    expect(feltRadius(1100, 620)).toEqual({ rx: 44, ry: 40 });
    expect(feltRadius(120, 120)).toEqual({ rx: 30, ry: 30 });
    expect(feltRadius(0, 0)).toEqual({ rx: 44, ry: 40 });
    // The leftmost of 4 seats on the phone: 50 - 36.89 = 13.11 % of 351 px = 46 px from the edge.
    expect(seatLayout(4, 0, feltRadius(351, 468))[1]).toEqual({ x: 13.11, y: 50 });
  });

  it('bets sit part of the way to the centre; bad tables are refused', () => {
    expect(towardCentre({ x: 50, y: 90 }, 0.5)).toEqual({ x: 50, y: 70 });
    expect(towardCentre({ x: 6, y: 50 }, 0.25)).toEqual({ x: 17, y: 50 });
    expect(() => seatPoint(0, 1, null)).toThrow(RangeError);
    expect(() => seatPoint(0, 10, null)).toThrow(RangeError);
    expect(() => seatPoint(6, 6, null)).toThrow(RangeError);
  });
});

describe('turn timer from the server clock', () => {
  it('counts down a 20 s turn', () => {
    expect(turnClock(100_000, 20, 90_000)).toEqual({
      remainingMs: 10_000,
      fraction: 0.5,
      seconds: 10,
      urgent: false,
    });
    expect(turnClock(100_000, 20, 96_000)).toEqual({
      remainingMs: 4_000,
      fraction: 0.2,
      seconds: 4,
      urgent: true,
    });
    expect(turnClock(100_000, 20, 99_001).seconds).toBe(1);
    expect(turnClock(100_000, 20, 105_000)).toEqual({
      remainingMs: 0,
      fraction: 0,
      seconds: 0,
      urgent: true,
    });
    // A page clock behind the server's never shows more than the turn's length.
    expect(turnClock(100_000, 20, 70_000).fraction).toBe(1);
  });

  it('uses the corrected clock: a page 5 s behind the server still shows the right time left', () => {
    const samples = addSample([], { server: 50_000, local: 45_030 });
    const now = serverNow(85_000, samples); // 89_970 on the server's clock
    expect(turnClock(100_000, 20, now).seconds).toBe(11);
    expect(ringOffset(0.25, 100)).toBe(75);
    expect(ringOffset(2, 100)).toBe(0);
  });
});

describe('room feed ordering', () => {
  const state = (version: number, changed = true) => ({ version, changed }) as unknown as RoomState;

  it('keeps the newest state whatever order pushes, polls and answers arrive in', () => {
    const v5 = state(5);
    expect(newer(null, v5)).toBe(v5);
    expect(newer(v5, state(4))).toBe(v5); // a late poll answer
    expect(newer(v5, state(5, false))).toBe(v5); // "nothing changed"
    const v6 = state(6);
    expect(newer(v5, v6)).toBe(v6);
  });
});

describe('seats at the showdown', () => {
  const seat = (n: number, mine = false) => ({
    seat: n,
    player: mine ? 'me' : `p***${n}`,
    mine,
    stack: 40,
    sittingOut: false,
    inHand: true,
    leaving: false,
  });
  const player = (n: number, over: object = {}) => ({
    seat: n,
    stack: 40,
    bet: 0,
    contributed: 4,
    folded: false,
    allIn: false,
    lastAction: null,
    cards: null,
    best: null,
    ...over,
  });
  const state = {
    room: { seats: 6, turnSeconds: 20 },
    seats: [seat(0), seat(3, true), seat(4)],
  } as unknown as RoomState;
  const hand = {
    street: 'showdown',
    button: 0,
    smallBlindSeat: 3,
    bigBlindSeat: 4,
    toAct: null,
    deadline: null,
    players: [
      player(0, { cards: [25, 3], best: { category: 'pair', cards: [12, 25, 11, 34, 45] } }),
      player(3, { cards: [24, 37], stack: 52, best: { category: 'trips', cards: [24, 37, 11, 12, 34] } }),
      player(4, { folded: true }),
    ],
    result: {
      pots: [{ amount: 12, rake: 0.5, winners: [{ seat: 3, amount: 11.5 }] }],
      rake: 0.5,
      returned: null,
    },
  } as unknown as HoldemHandValue;

  it('the winner rings its five cards and shows its win; a folded seat shows no cards', () => {
    expect(isOver(hand)).toBe(true);
    expect(winnings(hand)).toEqual(new Map([[3, 11.5]]));
    const views = holdemViews(state, hand, (p) => p.best?.category ?? null);
    expect(views).toHaveLength(6);
    const [v0, , , v3, v4, v5] = views;
    expect(v3).toMatchObject({
      mine: true,
      stack: 52,
      won: 11.5,
      winning: [24, 37, 11, 12, 34],
      note: 'trips',
    });
    expect(v0).toMatchObject({ cards: [25, 3], count: 2, winning: null, won: null, badges: ['dealer'] });
    expect(v4).toMatchObject({ folded: true, count: 0 });
    expect(v5).toMatchObject({ player: null });
    // No turn ring once the hand is over, and the blinds' badges only before the flop.
    expect(views.every((v) => v.turn === null)).toBe(true);
    expect(v3!.badges).toEqual([]);
  });
});
