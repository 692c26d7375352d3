import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from './app-error.ts';

/** Below this size gzip saves less than its own header and the client's work: sent as is. */
const MIN_GZIP_BYTES = 1024;

/**
 * A JSON answer serialised once and served many times; its gzip form is made on first demand and kept
 * beside it, so a compressed answer costs no compression per call (docs/decisions/0005).
 */
export interface CachedAnswer {
  readonly text: string;
  gzip?: Buffer;
}

export const cachedAnswer = (text: string): CachedAnswer => ({ text });

/** True when the Accept-Encoding header lists gzip (or `*`) without q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** Whether to send an answer that starts with `text` compressed; the answer varies by Accept-Encoding. */
function wantsGzip(request: FastifyRequest, reply: FastifyReply, text: string): boolean {
  reply.header('vary', 'accept-encoding');
  return text.length >= MIN_GZIP_BYTES && acceptsGzip(request.headers['accept-encoding']);
}

function sendGzip(reply: FastifyReply, body: Buffer) {
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', 'gzip')
    .send(body as never);
}

/** Sends a cached answer, gzip-compressed when the client accepts it and the answer is large enough. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (!wantsGzip(request, reply, answer.text)) return sendJsonText(reply, answer.text);
  answer.gzip ??= zlib.gzipSync(answer.text, { level: 6 });
  return sendGzip(reply, answer.gzip);
}

/**
 * The start of a JSON answer that is the same on every call (a tenant's info, say), kept with its deflate
 * form; each call appends its own short end. See {@link sendPrefixedAnswer}.
 */
export interface CachedPrefix {
  readonly text: string;
  deflated?: { body: Buffer; crc: number; bytes: number };
}

export const cachedPrefix = (text: string): CachedPrefix => ({ text });

/** gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Sends `prefix.text + suffix`, gzip-compressed when the client accepts it, without compressing per call:
 * the prefix is deflated once and ends byte-aligned (sync flush), the suffix follows as a final stored
 * (uncompressed) deflate block, and the CRC continues from the prefix's. The result is one valid gzip
 * member (RFC 1951 section 3.2.4, RFC 1952).
 */
export function sendPrefixedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  prefix: CachedPrefix,
  suffix: string,
) {
  const tail = Buffer.from(suffix);
  if (!wantsGzip(request, reply, prefix.text) || tail.length > 0xffff)
    return sendJsonText(reply, prefix.text + suffix);
  prefix.deflated ??= {
    body: zlib.deflateRawSync(prefix.text, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: zlib.crc32(prefix.text),
    bytes: Buffer.byteLength(prefix.text),
  };
  const { body, crc, bytes } = prefix.deflated;
  const stored = Buffer.alloc(5);
  stored[0] = 1; // BFINAL = 1, BTYPE = 00 (stored)
  stored.writeUInt16LE(tail.length, 1);
  stored.writeUInt16LE(~tail.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(tail, crc), 0);
  trailer.writeUInt32LE((bytes + tail.length) % 2 ** 32, 4);
  return sendGzip(reply, Buffer.concat([GZIP_HEADER, body, stored, tail, trailer]));
}
