// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger, type Ledger, type TransferInput } from '../src/modules/wallet/ledger.ts';
import { demoMerchantId, startTestApp, type TestContext } from './harness.ts';

// The ledger against a plain model of balances: random sequences of deposits, bets, wins, withdrawal
// requests, payouts and rejections, upline transfers and replays of earlier commands. After every
// step the balances equal the model's and the SQL invariant checker finds nothing.

let t: TestContext;
let ledger: Ledger;
let merchantId: number;
const players: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ledger = createLedger(t.db);
  merchantId = await demoMerchantId(t);
  for (let i = 0; i < 3; i++) {
    const { id } = await t.db
      .insertInto('customer')
      .values({
        merchant_id: merchantId,
        username: `ledger_p${i}`,
        password_hash: '!',
        type: 0,
        nickname: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    players.push(id);
  }
});
afterAll(() => t?.close());

interface Model {
  cash: Map<number, bigint>;
  hold: Map<number, bigint>;
  /** Open withdrawal reserves: key → player and amount. */
  open: Map<string, { player: number; amount: bigint; transferId: bigint }>;
  resolved: Set<string>;
  done: { input: TransferInput; ok: boolean }[];
}

type Command =
  | { op: 'deposit' | 'bet' | 'win' | 'reserve'; player: number; amount: bigint }
  | { op: 'post' | 'void'; pick: number }
  | { op: 'upline'; player: number; other: number; amount: bigint }
  | { op: 'replay'; pick: number };

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const player = fc.nat({ max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const, 'reserve' as const),
    player,
    amount,
  }),
  fc.record({ op: fc.constantFrom('post' as const, 'void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('upline' as const), player, other: player, amount }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);

let run = 0;

async function apply(model: Model, c: Command, prefix: string, step: number): Promise<void> {
  const key = `${prefix}:${step}`;
  const get = (m: Map<number, bigint>, p: number) => m.get(p) ?? 0n;
  const attempt = async (input: TransferInput, effect: () => void, allowed: boolean) => {
    try {
      const result = await ledger.transfer(input);
      expect(allowed, `${input.type} should have been refused`).toBe(true);
      expect(result.replayed).toBe(false);
      effect();
      model.done.push({ input, ok: true });
      return result;
    } catch (error) {
      if (allowed) throw error;
      expect((error as { errorCode?: string }).errorCode).toBe('insufficient.balance');
      model.done.push({ input, ok: false });
      return undefined;
    }
  };
  const cash = (p: number) => ({ kind: 'cash' as const, ownerId: players[p]! });
  switch (c.op) {
    case 'deposit':
      await attempt(
        {
          merchantId,
          key,
          type: 'deposit',
          from: { kind: 'paymentClearing', ref: 'sandbox' },
          to: cash(c.player),
          amount: c.amount,
        },
        () => model.cash.set(c.player, get(model.cash, c.player) + c.amount),
        true,
      );
      return;
    case 'bet':
      await attempt(
        {
          merchantId,
          key,
          type: 'bet',
          from: cash(c.player),
          to: { kind: 'vendorFloat', ref: 'HOUSE' },
          amount: c.amount,
        },
        () => model.cash.set(c.player, get(model.cash, c.player) - c.amount),
        get(model.cash, c.player) >= c.amount,
      );
      return;
    case 'win':
      await attempt(
        {
          merchantId,
          key,
          type: 'win',
          from: { kind: 'vendorFloat', ref: 'HOUSE' },
          to: cash(c.player),
          amount: c.amount,
        },
        () => model.cash.set(c.player, get(model.cash, c.player) + c.amount),
        true,
      );
      return;
    case 'reserve': {
      const result = await attempt(
        {
          merchantId,
          key,
          type: 'withdraw_reserve',
          from: cash(c.player),
          to: { kind: 'withdrawHold', ownerId: players[c.player]! },
          amount: c.amount,
        },
        () => {
          model.cash.set(c.player, get(model.cash, c.player) - c.amount);
          model.hold.set(c.player, get(model.hold, c.player) + c.amount);
        },
        get(model.cash, c.player) >= c.amount,
      );
      if (result) model.open.set(key, { player: c.player, amount: c.amount, transferId: result.transferId });
      return;
    }
    case 'post':
    case 'void': {
      const keys = [...model.open.keys()];
      if (keys.length === 0) return;
      const reserveKey = keys[c.pick % keys.length]!;
      const r = model.open.get(reserveKey)!;
      const hold = { kind: 'withdrawHold' as const, ownerId: players[r.player]! };
      await attempt(
        {
          merchantId,
          key: `${reserveKey}:${c.op}`,
          type: c.op === 'post' ? 'withdraw_post' : 'withdraw_void',
          from: hold,
          to: c.op === 'post' ? { kind: 'paymentClearing', ref: 'payout' } : cash(r.player),
          amount: r.amount,
          resolves: r.transferId,
        },
        () => {
          model.hold.set(r.player, get(model.hold, r.player) - r.amount);
          if (c.op === 'void') model.cash.set(r.player, get(model.cash, r.player) + r.amount);
          model.open.delete(reserveKey);
          model.resolved.add(reserveKey);
        },
        true,
      );
      // The other resolution of the same reserve is now refused, whatever its key.
      await expect(
        ledger.transfer({
          merchantId,
          key: `${reserveKey}:again:${step}`,
          type: 'withdraw_void',
          from: hold,
          to: cash(r.player),
          amount: r.amount,
          resolves: r.transferId,
        }),
      ).rejects.toMatchObject({ errorCode: 'transfer.already.resolved' });
      return;
    }
    case 'upline': {
      if (c.player === c.other) return;
      await attempt(
        {
          merchantId,
          key,
          type: 'upline_transfer',
          from: cash(c.player),
          to: cash(c.other),
          amount: c.amount,
        },
        () => {
          model.cash.set(c.player, get(model.cash, c.player) - c.amount);
          model.cash.set(c.other, get(model.cash, c.other) + c.amount);
        },
        get(model.cash, c.player) >= c.amount,
      );
      return;
    }
    case 'replay': {
      const posted = model.done.filter((d) => d.ok);
      if (posted.length === 0) return;
      const earlier = posted[c.pick % posted.length]!.input;
      const again = await ledger.transfer(earlier);
      expect(again.replayed).toBe(true);
      return;
    }
  }
}

async function expectMatchesModel(model: Model) {
  for (const [i, id] of players.entries()) {
    const rows = await ledger.balances(merchantId, id);
    const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n;
    expect(of('cash'), `cash of player ${i}`).toBe(model.cash.get(i) ?? 0n);
    expect(of('withdrawHold'), `hold of player ${i}`).toBe(model.hold.get(i) ?? 0n);
  }
  expect(await ledger.invariantViolations()).toEqual([]);
}

describe('ledger against a model', () => {
  it('keeps balances and invariants through random command sequences with replays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        // Each run starts from the balances the earlier runs left: read them into the model.
        const model: Model = {
          cash: new Map(),
          hold: new Map(),
          open: new Map(),
          resolved: new Set(),
          done: [],
        };
        for (const [i, id] of players.entries()) {
          const rows = await ledger.balances(merchantId, id);
          model.cash.set(i, rows.find((r) => r.kind === 'cash')?.balance ?? 0n);
          model.hold.set(i, rows.find((r) => r.kind === 'withdrawHold')?.balance ?? 0n);
        }
        // Each run voids the reserves it leaves open, so the next starts with no open ones.
        const prefix = `run${run++}`;
        for (const [step, c] of commands.entries()) {
          await apply(model, c, prefix, step);
          await expectMatchesModel(model);
        }
        for (let i = 0; model.open.size > 0; i++)
          await apply(model, { op: 'void', pick: 0 }, `${prefix}:close`, i);
        await expectMatchesModel(model);
      }),
      { numRuns: 25, seed: 20261122 },
    );
  }, 240_000);

  it('refuses a reused key for a different move, and a move below zero changes nothing', async () => {
    const cash = { kind: 'cash' as const, ownerId: players[0]! };
    const first = await ledger.transfer({
      merchantId,
      key: 'fixed:deposit',
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'sandbox' },
      to: cash,
      amount: 500n,
    });
    await expect(
      ledger.transfer({
        merchantId,
        key: 'fixed:deposit',
        type: 'deposit',
        from: { kind: 'paymentClearing', ref: 'sandbox' },
        to: cash,
        amount: 501n,
      }),
    ).rejects.toMatchObject({ errorCode: 'idempotency.key.conflict' });
    await expect(
      ledger.transfer({
        merchantId,
        key: 'fixed:too-much',
        type: 'bet',
        from: cash,
        to: { kind: 'vendorFloat', ref: 'HOUSE' },
        amount: first.toBalance + 1n,
      }),
    ).rejects.toMatchObject({ errorCode: 'insufficient.balance' });
    const rows = await ledger.balances(merchantId, players[0]!);
    expect(rows.find((r) => r.kind === 'cash')?.balance).toBe(first.toBalance);
    // The refused move left no transfer behind: its key is free for a move that fits.
    const ok = await ledger.transfer({
      merchantId,
      key: 'fixed:too-much',
      type: 'bet',
      from: cash,
      to: { kind: 'vendorFloat', ref: 'HOUSE' },
      amount: 1n,
    });
    expect(ok.replayed).toBe(false);
    expect(await ledger.invariantViolations()).toEqual([]);
  });

  it('keeps transfers and entries immutable', async () => {
    await expect(t.db.updateTable('ledger_entry').set({ amount: 1n }).execute()).rejects.toThrow(/immutable/);
    await expect(t.db.deleteFrom('ledger_transfer').execute()).rejects.toThrow(/immutable/);
  });

  it('the invariant checker notices a balance changed behind the ledger', async () => {
    const id = await ledger.accountId(merchantId, 'cash', { kind: 'cash', ownerId: players[1]! });
    await t.db
      .updateTable('ledger_account')
      .set((eb) => ({ balance: eb('balance', '+', 7n) }))
      .where('id', '=', id)
      .execute();
    try {
      const found = await ledger.invariantViolations();
      expect(found.some((f) => f.startsWith('ledger does not sum to zero'))).toBe(true);
      expect(found.some((f) => f.startsWith('cached balance differs from its entries'))).toBe(true);
    } finally {
      await t.db
        .updateTable('ledger_account')
        .set((eb) => ({ balance: eb('balance', '-', 7n) }))
        .where('id', '=', id)
        .execute();
    }
    expect(await ledger.invariantViolations()).toEqual([]);
  });
});

describe('ledger hold invariant', () => {
  it('notices a withdrawal hold that is not made of open reserves', async () => {
    const p = players[2]!;
    await ledger.transfer({
      merchantId,
      key: 'hold-check:fund',
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: p },
      amount: 500n,
    });
    // Money moved into the hold by something other than a withdrawal reserve.
    await ledger.transfer({
      merchantId,
      key: 'hold-check:stray',
      type: 'adjustment',
      from: { kind: 'cash', ownerId: p },
      to: { kind: 'withdrawHold', ownerId: p },
      amount: 200n,
    });
    const found = await ledger.invariantViolations(merchantId);
    expect(found.some((f) => f.startsWith('withdrawal hold differs from its open reserves'))).toBe(true);
    await ledger.transfer({
      merchantId,
      key: 'hold-check:back',
      type: 'adjustment',
      from: { kind: 'withdrawHold', ownerId: p },
      to: { kind: 'cash', ownerId: p },
      amount: 200n,
    });
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  });
});

describe('ledger warm-up', () => {
  it('prepares connections without writing anything', async () => {
    const count = async () => {
      const [a, tr] = await Promise.all([
        t.db
          .selectFrom('ledger_account')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        t.db
          .selectFrom('ledger_transfer')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return [Number(a.n), Number(tr.n)];
    };
    const before = await count();
    // The embedded database has one connection; PostgreSQL's pool hands out several.
    await ledger.warmUp(t.kind === 'postgres' ? 4 : 1);
    expect(await count()).toEqual(before);
    expect(await ledger.invariantViolations()).toEqual([]);
  });
});

describe('ledger under concurrency', () => {
  it('50 parallel withdrawals against a balance that covers one: exactly one succeeds', async () => {
    const owner = players[2]!;
    const cash = { kind: 'cash' as const, ownerId: owner };
    const start = (await ledger.balances(merchantId, owner)).find((r) => r.kind === 'cash')?.balance ?? 0n;
    // Bring the balance to exactly 1,000.00 and ask for it fifty times at once.
    await ledger.transfer({
      merchantId,
      key: 'race:fund',
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'sandbox' },
      to: cash,
      amount: 100_000n,
    });
    if (start > 0n)
      await ledger.transfer({
        merchantId,
        key: 'race:drain',
        type: 'bet',
        from: cash,
        to: { kind: 'vendorFloat', ref: 'HOUSE' },
        amount: start,
      });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger.transfer({
          merchantId,
          key: `race:wd:${i}`,
          type: 'withdraw_reserve',
          from: cash,
          to: { kind: 'withdrawHold', ownerId: owner },
          amount: 100_000n,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && (r.reason as { errorCode?: string }).errorCode === 'insufficient.balance',
    );
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const rows = await ledger.balances(merchantId, owner);
    expect(rows.find((r) => r.kind === 'cash')?.balance).toBe(0n);
    expect(await ledger.invariantViolations()).toEqual([]);
  });

  it('a storm of 20 requests with one key moves the money once', async () => {
    const owner = players[1]!;
    const before = (await ledger.balances(merchantId, owner)).find((r) => r.kind === 'cash')?.balance ?? 0n;
    const input: TransferInput = {
      merchantId,
      key: 'storm:deposit',
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'sandbox' },
      to: { kind: 'cash', ownerId: owner },
      amount: 12_345n,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.transfer(input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId))).toHaveProperty('size', 1);
    expect(new Set(results.map((r) => r.toBalance))).toEqual(new Set([before + 12_345n]));
    const after = (await ledger.balances(merchantId, owner)).find((r) => r.kind === 'cash')?.balance;
    expect(after).toBe(before + 12_345n);
    expect(await ledger.invariantViolations()).toEqual([]);
  });
});
