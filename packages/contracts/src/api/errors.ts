import { z } from 'zod/mini';

/** Error codes the server answers with; the web maps them to messages and form fields. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const errorStatus: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The code for an HTTP status, for errors raised by libraries rather than by our code. */
export function errorCodeForStatus(status: number): TErrorCode {
  const code = ERROR_CODES.find((candidate) => errorStatus[candidate] === status);
  if (code) return code;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
  /** Field path ('contacts.0.email') to message, for form.setError. */
  fields: z.optional(z.record(z.string(), z.string())),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Turns zod issues into the fields map of an error answer; the first message per path wins. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}
