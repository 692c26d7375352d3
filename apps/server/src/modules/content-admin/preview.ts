import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_AT_HEADER, PREVIEW_TOKEN_HEADER } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import * as repo from './repository.ts';

/** How long a preview link works (decision 0035). */
export const PREVIEW_TTL_MS = 30 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const headerOf = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return typeof v === 'string' && v ? v : undefined;
};

/** What a content call of the player site shows: drafts too, at a chosen moment, in a preview. */
export interface ContentView {
  /** The moment whose schedule applies. */
  now: Date;
  /** Drafts are shown too (a valid preview link of this merchant). */
  drafts: boolean;
}

/**
 * Preview links of the player site (decision 0035): a random token for one staff member and one merchant,
 * kept as its SHA-256, valid 30 minutes. The player site sends it in `X-Content-Preview` on its content
 * calls; with a valid one those calls show drafts, at the moment `X-Content-Preview-At` names.
 */
export function createContentPreview(db: Db) {
  return {
    async create(merchantId: number, staffId: number) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + PREVIEW_TTL_MS);
      await repo.insertPreviewToken(
        db,
        { token_hash: hashOf(token), merchant_id: merchantId, staff_id: staffId, expires_at: expiresAt },
        clock.now(),
      );
      return { token, expiresAt };
    },

    /**
     * The view of a content call. Without the header: members' view (published items, now). With a
     * token that is not a live link of this merchant: 403 `preview.invalid` (the player site then leaves
     * preview mode); never members' content under a preview bar, never another merchant's drafts.
     * A preview answer is `Cache-Control: private, no-store` so no shared cache keeps it.
     */
    async viewOf(request: FastifyRequest, reply: FastifyReply): Promise<ContentView> {
      const now = clock.now();
      const token = headerOf(request, PREVIEW_TOKEN_HEADER);
      // Members' answers differ from preview answers by this header alone.
      reply.header('vary', PREVIEW_TOKEN_HEADER);
      if (!token) return { now, drafts: false };
      reply.header('cache-control', 'private, no-store');
      if (token.length > 200 || !(await repo.findLivePreviewToken(db, hashOf(token), request.tenant.id, now)))
        throw new AppError('preview.invalid');
      const at = headerOf(request, PREVIEW_AT_HEADER);
      if (at === undefined) return { now, drafts: true };
      const when = new Date(at);
      if (Number.isNaN(when.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(at))
        throw new AppError('request_param_err', { [PREVIEW_AT_HEADER]: 'ISO date' });
      return { now: when, drafts: true };
    },
  };
}
export type ContentPreview = ReturnType<typeof createContentPreview>;
