/**
 * Draw derivation, browser-safe (pure @portal/fair plus an injected HMAC/SHA, no node:*), so the web verify
 * page runs this same file.
 *
 * THE SCHEME for one draw (gameCode, numero):
 * 1. Before the numero's sales open the server picks a fresh serverSeed (64 lowercase hex characters) for
 *    that draw alone and publishes commitHash = hex(SHA-256(serverSeed)), the seed hashed as its 64 ASCII
 *    characters (@portal/fair's hashSeed).
 * 2. clientSeed = the game code (e.g. "SSC1"); nonce = the numero's digits read as one decimal integer
 *    ("20261123-0842" → 202611230842, daily "20261123" → 20261123).
 * 3. floats = @portal/fair floats(serverSeed, clientSeed, nonce, group.floatsPerDraw): HMAC-SHA256(key =
 *    serverSeed, message = `${gameCode}:${nonce}:${cursor}`) for cursor 0, 1, ..., 4 bytes per float.
 * 4. The result = resultFromFloats(group, floats) (groups.ts documents the mapping per shape).
 * 5. At draw time the server reveals serverSeed; anyone checks SHA-256(serverSeed) = commitHash and
 *    recomputes steps 2-4.
 * The seed must not be reused for another draw: revealing it would reveal that draw too.
 */
import type { AsyncFairCrypto, FairCrypto } from '@portal/fair';
import { floatsWith, floatsWithAsync, isHash, isServerSeed } from '@portal/fair';
import type { GameDef } from './games.ts';
import { gameByCode } from './games.ts';
import type { DrawResult, GroupCode } from './groups.ts';
import { formatWinNo, GROUPS, resultFromFloats } from './groups.ts';

const NUMERO = /^(\d{8})(?:-(\d{4}))?$/;

/** The HMAC nonce of a numero: its digits as one decimal integer. */
export function drawNonce(numero: string): number {
  const m = NUMERO.exec(numero);
  if (!m) throw new RangeError(`not a numero: ${numero}`);
  return Number(`${m[1]}${m[2] ?? ''}`);
}

export interface DrawInputs {
  readonly gameCode: string;
  readonly group: GroupCode;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly floatCount: number;
}

/** The exact inputs of the scheme for a (game, numero); a game not in games.ts needs its group given. */
export function drawInputs(gameCode: string, numero: string, group?: GroupCode): DrawInputs {
  const g = group ?? gameByCode(gameCode)?.group;
  if (!g) throw new RangeError(`unknown game ${gameCode}`);
  return {
    gameCode,
    group: g,
    clientSeed: gameCode,
    nonce: drawNonce(numero),
    floatCount: GROUPS[g].floatsPerDraw,
  };
}

export function deriveDraw(
  fair: FairCrypto,
  serverSeed: string,
  gameCode: string,
  numero: string,
  group?: GroupCode,
): DrawResult {
  const i = drawInputs(gameCode, numero, group);
  return resultFromFloats(GROUPS[i.group], floatsWith(fair, serverSeed, i.clientSeed, i.nonce, i.floatCount));
}

export async function deriveDrawAsync(
  fair: AsyncFairCrypto,
  serverSeed: string,
  gameCode: string,
  numero: string,
  group?: GroupCode,
): Promise<DrawResult> {
  const i = drawInputs(gameCode, numero, group);
  const floats = await floatsWithAsync(fair, serverSeed, i.clientSeed, i.nonce, i.floatCount);
  return resultFromFloats(GROUPS[i.group], floats);
}

/** The commitment published before sales close: hex(SHA-256(serverSeed as text)). */
export function drawCommitHash(fair: FairCrypto, serverSeed: string): string {
  if (!isServerSeed(serverSeed)) throw new TypeError('server seed must be 64 lowercase hex characters');
  return fair.sha256Hex(serverSeed);
}

export interface DrawVerification {
  /** SHA-256(serverSeed) equals the published commitment. */
  readonly hashMatches: boolean;
  readonly result: DrawResult;
  readonly winNo: string;
  readonly inputs: DrawInputs;
}

function checkVerifyInputs(serverSeed: string, commitHash: string): void {
  if (!isServerSeed(serverSeed)) throw new TypeError('server seed must be 64 lowercase hex characters');
  if (!isHash(commitHash.toLowerCase())) throw new TypeError('commit hash must be 64 hex characters');
}

/** Recomputes a draw from the revealed seed and checks it against the commitment. */
export function verifyDraw(
  serverSeed: string,
  commitHash: string,
  gameCode: string,
  numero: string,
  fair: FairCrypto,
  group?: GroupCode,
): DrawVerification {
  checkVerifyInputs(serverSeed, commitHash);
  const inputs = drawInputs(gameCode, numero, group);
  const result = deriveDraw(fair, serverSeed, gameCode, numero, inputs.group);
  return {
    hashMatches: fair.sha256Hex(serverSeed) === commitHash.toLowerCase(),
    result,
    winNo: formatWinNo(result),
    inputs,
  };
}

/** verifyDraw for WebCrypto (`webFairCrypto` of @portal/fair/web). */
export async function verifyDrawAsync(
  serverSeed: string,
  commitHash: string,
  gameCode: string,
  numero: string,
  fair: AsyncFairCrypto,
  group?: GroupCode,
): Promise<DrawVerification> {
  checkVerifyInputs(serverSeed, commitHash);
  const inputs = drawInputs(gameCode, numero, group);
  const [hash, result] = await Promise.all([
    fair.sha256Hex(serverSeed),
    deriveDrawAsync(fair, serverSeed, gameCode, numero, inputs.group),
  ]);
  return { hashMatches: hash === commitHash.toLowerCase(), result, winNo: formatWinNo(result), inputs };
}

/** Convenience for callers holding a GameDef. */
export const drawForGame = (fair: FairCrypto, serverSeed: string, game: GameDef, numero: string) =>
  deriveDraw(fair, serverSeed, game.code, numero, game.group);
