import { ANSWER_CODES, type AnswerCode } from '@stem/shared';

/**
 * The one application error type. Code says what went wrong; the error handler is the only place that
 * turns it into an HTTP answer (see APP_ERRORS).
 */
export type AppErrorCode =
  | 'DUPLICATE_REGISTRATION'
  | 'DUPLICATE_NAME'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'EDIT_CONFLICT'
  | 'STORE_UNAVAILABLE'
  | 'VALIDATION_FAILED'
  | 'REGISTRATION_CLOSED'
  | 'CAPTCHA_FAILED'
  | 'RATE_LIMITED'
  | 'CAPTCHA_UNAVAILABLE'
  | 'CMS_UNAVAILABLE'
  | 'MAIL_UNAVAILABLE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'MALFORMED_UPLOAD';

/**
 * How each code is answered: its HTTP status and, for a refusal the registration forms show, the SPEC §8
 * answer code. The site reads `code` from the body whatever the status (-4 "arrives as a failed
 * response"), so those errors answer `{ code, message, requestId }`; every other one answers
 * `{ error, message, requestId }` (shared TransportError).
 */
export const APP_ERRORS: Record<AppErrorCode, { status: number; answerCode?: AnswerCode }> = {
  DUPLICATE_REGISTRATION: { status: 409 },
  DUPLICATE_NAME: { status: 409 },
  NOT_FOUND: { status: 404 },
  UNAUTHORIZED: { status: 401 },
  FORBIDDEN: { status: 403 },
  CONFLICT: { status: 409 },
  // An edit (or an edit's file) made on an older version than the stored one: the form shows the message.
  EDIT_CONFLICT: { status: 412, answerCode: ANSWER_CODES.refused },
  STORE_UNAVAILABLE: { status: 503 },
  VALIDATION_FAILED: { status: 400 },
  REGISTRATION_CLOSED: { status: 403, answerCode: ANSWER_CODES.refused },
  CAPTCHA_FAILED: { status: 400, answerCode: ANSWER_CODES.captcha },
  RATE_LIMITED: { status: 429 },
  CAPTCHA_UNAVAILABLE: { status: 503 },
  CMS_UNAVAILABLE: { status: 503 },
  MAIL_UNAVAILABLE: { status: 503 },
  FILE_TOO_LARGE: { status: 413 },
  UNSUPPORTED_FILE_TYPE: { status: 415 },
  MALFORMED_UPLOAD: { status: 400 },
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** A message safe to show to the caller: never submitted values, never internals. */
  readonly publicMessage: string;
  /** The SPEC §8 code the answer carries, when the error is a registration refusal (-1, -4). */
  readonly answerCode: AnswerCode | undefined;

  constructor(code: AppErrorCode, publicMessage: string, options?: { cause?: unknown }) {
    super(publicMessage, options);
    this.name = 'AppError';
    this.code = code;
    this.publicMessage = publicMessage;
    this.answerCode = APP_ERRORS[code].answerCode;
  }

  get status(): number {
    return APP_ERRORS[this.code].status;
  }
}
