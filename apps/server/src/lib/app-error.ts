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
