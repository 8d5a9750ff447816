import type { TApiError, TErrorCode } from '@portal/contracts';

/** Codes for failures where no error envelope arrived; the server's codes are ERROR_CODES. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, connection refused). */
  network: 'NETWORK_ERROR',
  /** A 2xx answer that is not the JSON envelope the contract describes. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];
export type ApiErrorCode = TErrorCode | ClientErrorCode;
export type ApiErrorFields = TApiError['fields'];

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  fields?: ApiErrorFields;
  /** A call that needs a session answered 401: the session has ended (see `sessionEnded`). */
  sessionEnded?: boolean;
  cause?: unknown;
}

/** Every failed API call throws this: a non-2xx status, `success: false`, or no usable answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field path to message, for form.setError. */
  readonly fields: ApiErrorFields;
  /**
   * A call that needs a session answered 401: the session expired, was signed out in another
   * tab or was revoked. The app's query client re-reads the session, and the shell asks the
   * user to sign in again.
   */
  readonly sessionEnded: boolean;

  constructor({ status, code, message, fields, sessionEnded = false, cause }: ApiErrorInit) {
    super(message, { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.sessionEnded = sessionEnded;
  }
}

/** The error of a call refused because the session has ended. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.sessionEnded;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server refused the call for this user (403): pages show the restricted page. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
