import type { FastifyReply } from 'fastify';
import { errorCodes, type ErrorCode } from '@portal/contract';

/** A failure the client is told about: a stable errorCode of API.md, optional data, HTTP status from the code. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorCode: ErrorCode,
    readonly value?: unknown,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(errorCode);
    this.statusCode = errorCodes[errorCode];
  }
}

export const ok = <T>(value: T) => ({ success: true as const, value });

/**
 * The success envelope as JSON text around a value that is already JSON text: for hot read paths whose
 * value is serialised once and served many times. Send it with content type application/json.
 */
export const okJson = (valueJson: string) => `{"success":true,"value":${valueJson}}`;

/** Sends pre-serialised JSON text; the route's declared response schema documents its shape. */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text as never);
}
