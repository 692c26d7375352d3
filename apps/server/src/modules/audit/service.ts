import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import * as repo from './repository.ts';

/** Who did it and from where: taken from the request by the staff-access plugin. */
export interface AuditActor {
  merchantId: number | null;
  staffId: number | null;
  staffUsername: string | null;
  ip: string;
  userAgent: string;
}

export interface AuditEvent {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  /** The HTTP status the action ended with (200: done; 4xx: refused). */
  outcome: number;
}

/** JSON with object keys sorted at every level: the form a row is hashed in, however jsonb stores it. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A value as jsonb will give it back: plain JSON, bigints as strings, no NUL characters. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : typeof v === 'string' ? v.replace(/\0/g, '') : v,
    ) ?? 'null',
  );
}

interface HashedFields {
  id: string;
  at: Date;
  merchant_id: number | null;
  staff_id: number | null;
  staff_username: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  outcome: number;
  ip: string;
  user_agent: string;
}

/** SHA-256 over the previous row's hash and every field of this row. */
export function rowHash(prevHash: string, row: HashedFields): string {
  const body = canonicalJson([
    String(row.id),
    new Date(row.at).toISOString(),
    row.merchant_id,
    row.staff_id,
    row.staff_username,
    row.action,
    row.target,
    row.before ?? null,
    row.after ?? null,
    row.outcome,
    row.ip,
    row.user_agent,
  ]);
  return createHash('sha256').update(`${prevHash}\n${body}`).digest('hex');
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first row whose hash or link does not match; null when the chain is whole. */
  brokenAt: string | null;
}

export function createAuditLog(db: Db) {
  return {
    /** Appends one action to the chain. */
    async record(actor: AuditActor, event: AuditEvent): Promise<string> {
      const at = clock.now();
      const before = event.before === undefined ? null : plain(event.before);
      const after = event.after === undefined ? null : plain(event.after);
      const input: repo.AuditRowInput = {
        at,
        merchantId: actor.merchantId,
        staffId: actor.staffId,
        staffUsername: actor.staffUsername,
        action: event.action.slice(0, 200),
        target: event.target?.slice(0, 200) ?? null,
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
        outcome: event.outcome,
        ip: actor.ip,
        userAgent: actor.userAgent.slice(0, 400),
      };
      return repo.append(db, input, (prevHash, id) =>
        rowHash(prevHash, {
          id,
          at,
          merchant_id: input.merchantId,
          staff_id: input.staffId,
          staff_username: input.staffUsername,
          action: input.action,
          target: input.target,
          before,
          after,
          outcome: input.outcome,
          ip: input.ip,
          user_agent: input.userAgent,
        }),
      );
    },

    /** Walks the whole chain and names the first row that does not match. */
    async verify(): Promise<ChainCheck> {
      let prevHash = '';
      let afterId = '0';
      let checked = 0;
      for (;;) {
        const rows = await repo.chainPage(db, afterId, 1000);
        for (const row of rows) {
          if (row.prev_hash !== prevHash || rowHash(prevHash, row) !== row.hash)
            return { ok: false, checked, brokenAt: String(row.id) };
          prevHash = row.hash;
          checked += 1;
        }
        if (rows.length < 1000) return { ok: true, checked, brokenAt: null };
        afterId = String(rows[rows.length - 1]!.id);
      }
    },

    list: (filter: repo.AuditFilter, page: { limit: number; offset: number; ascending: boolean }) =>
      repo.list(db, filter, page),
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
