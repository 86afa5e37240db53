/**
 * The one application error type. Code says what went wrong; the error handler is the only place that
 * turns it into an HTTP answer (see STATUS_BY_CODE).
 */
export type AppErrorCode =
  | 'DUPLICATE_REGISTRATION'
  | 'NOT_FOUND'
  | 'STORE_UNAVAILABLE'
  | 'VALIDATION_FAILED'
  | 'REGISTRATION_CLOSED'
  | 'RATE_LIMITED'
  | 'CAPTCHA_UNAVAILABLE'
  | 'CMS_UNAVAILABLE';

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  DUPLICATE_REGISTRATION: 409,
  NOT_FOUND: 404,
  STORE_UNAVAILABLE: 503,
  VALIDATION_FAILED: 400,
  REGISTRATION_CLOSED: 403,
  RATE_LIMITED: 429,
  CAPTCHA_UNAVAILABLE: 503,
  CMS_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** A message safe to show to the caller: never submitted values, never internals. */
  readonly publicMessage: string;

  constructor(code: AppErrorCode, publicMessage: string, options?: { cause?: unknown }) {
    super(publicMessage, options);
    this.name = 'AppError';
    this.code = code;
    this.publicMessage = publicMessage;
  }
}
