import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crashPoint, generateChain } from '../../src/engine/crash-chain.ts';
import { DICE, playDice } from '../../src/engine/dice.ts';
import { DRAGON_FORTUNE } from '../../src/engine/dragon-fortune.ts';
import { floats, hashSeed, newServerSeed } from '../../src/engine/fair.ts';
import { NEON_FRUITS } from '../../src/engine/neon-fruits.ts';
import { playPlinko } from '../../src/engine/plinko.ts';
import { SLOT_GAMES } from '../../src/engine/slot-games.ts';
import { floatsPerRound, spin } from '../../src/engine/slots.ts';
import {
  type SeedReveal,
  verifyCrashRound,
  verifyDiceRound,
  verifyPlinkoRound,
  verifySlotRound,
} from '../../src/engine/verify.ts';

const serverSeed = newServerSeed(Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256));
const reveal = (nonce: number): SeedReveal => ({
  serverSeed,
  serverSeedHash: hashSeed(serverSeed),
  clientSeed: 'my lucky seed',
  nonce,
});

describe('verify page recomputes what the server played', () => {
  it('slots: the same round for the same inputs, another for another nonce', async () => {
    for (const def of [DRAGON_FORTUNE, NEON_FRUITS]) {
      for (let nonce = 0; nonce < 25; nonce++) {
        const served = spin(def, floats(serverSeed, 'my lucky seed', nonce, floatsPerRound(def)), 200n);
        const verified = await verifySlotRound(def, reveal(nonce), 200n);
        expect(verified.seedHashMatches).toBe(true);
        expect(verified.result).toEqual(served);
      }
      const a = await verifySlotRound(def, reveal(1), 200n);
      const b = await verifySlotRound(def, reveal(2), 200n);
      expect(b.result.stops).not.toEqual(a.result.stops);
    }
    expect(Object.keys(SLOT_GAMES).sort()).toEqual(['dragon-fortune', 'neon-fruits']);
  });

  it('dice and plinko: identical outcomes, nonce-dependent', async () => {
    const dice = { target: 5000, direction: 'under' } as const;
    const plinko = { rows: 12, risk: 'medium' } as const;
    const rolls = new Set<number>();
    for (let nonce = 0; nonce < 25; nonce++) {
      const d = await verifyDiceRound(reveal(nonce), dice, 1_000n);
      expect(d.result).toEqual(
        playDice(floats(serverSeed, 'my lucky seed', nonce, DICE.floatsPerRound), dice, 1_000n),
      );
      rolls.add(d.result.roll);
      const p = await verifyPlinkoRound(reveal(nonce), plinko, 1_000n);
      expect(p.result).toEqual(playPlinko(floats(serverSeed, 'my lucky seed', nonce, 12), plinko, 1_000n));
    }
    expect(rolls.size).toBeGreaterThan(20);
  });

  it('flags a revealed seed that does not match the commitment', async () => {
    const other = newServerSeed(new Uint8Array(32));
    const v = await verifyDiceRound(
      { ...reveal(0), serverSeedHash: hashSeed(other) },
      { target: 5000, direction: 'under' },
      1_000n,
    );
    expect(v.seedHashMatches).toBe(false);
    const noCommitment = await verifyDiceRound(
      { ...reveal(0), serverSeedHash: undefined },
      { target: 5000, direction: 'under' },
      1_000n,
    );
    expect(noCommitment.seedHashMatches).toBeNull();
  });

  it('crash: round number in the chain and crash point', async () => {
    const { terminatingHash, roundHashes } = generateChain(serverSeed, 40);
    const check = await verifyCrashRound({
      roundHash: roundHashes[6] as string,
      terminatingHash,
      salt: 'salt',
      maxSteps: 40,
    });
    expect(check).toEqual({ roundNumber: 7, crash: crashPoint(roundHashes[6] as string, 'salt') });
    // The chain's last link is SHA-256(seed), so that one verifies as round 40; a hash from elsewhere does not.
    const last = await verifyCrashRound({
      roundHash: hashSeed(serverSeed),
      terminatingHash,
      salt: 'salt',
      maxSteps: 40,
    });
    expect(last.roundNumber).toBe(40);
    const forged = await verifyCrashRound({
      roundHash: hashSeed(newServerSeed(new Uint8Array(32).fill(9))),
      terminatingHash,
      salt: 'salt',
      maxSteps: 40,
    });
    expect(forged.roundNumber).toBeNull();
  });
});

describe('browser safety', () => {
  const engineDir = join(dirname(fileURLToPath(import.meta.url)), '../../src/engine');

  /** The shared provably fair package, followed like the engine's own files. */
  const fairDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/fair/src');
  const fairEntries: Record<string, string> = {
    '@portal/fair': join(fairDir, 'fair-core.ts'),
    '@portal/fair/web': join(fairDir, 'fair-web.ts'),
    '@portal/fair/node': join(fairDir, 'fair.ts'),
  };

  /** Every module reachable from `entry` through relative and @portal/fair imports, with its other imports. */
  function importGraph(entry: string): Map<string, string[]> {
    const graph = new Map<string, string[]>();
    const visit = (file: string): void => {
      if (graph.has(file)) return;
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*from\s+'([^']+)'/g)].map(
        (m) => m[1] as string,
      );
      graph.set(
        file,
        specifiers.filter((s) => !s.startsWith('.') && !(s in fairEntries)),
      );
      for (const s of specifiers) {
        // Relative imports, './x.ts' and '../x.ts' alike (the sports engine sits in a folder of its own).
        if (s.startsWith('.')) visit(join(dirname(file), s));
        else if (s in fairEntries) visit(fairEntries[s]!);
      }
    };
    visit(join(engineDir, entry));
    return graph;
  }

  it('index.ts and verify.ts reach no node: module', () => {
    for (const entry of ['index.ts', 'verify.ts']) {
      const graph = importGraph(entry);
      expect(graph.size).toBeGreaterThan(5);
      expect([...graph.values()].flat()).toEqual([]);
    }
  });

  it('the scanner does see node:crypto in the server modules', () => {
    expect([...importGraph('fair.ts').values()].flat()).toContain('node:crypto');
    expect([...importGraph('crash-chain.ts').values()].flat()).toContain('node:crypto');
  });
});
