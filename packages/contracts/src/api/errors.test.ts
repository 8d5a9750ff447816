import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, errorCodeForStatus, errorStatus, issuesToFields } from './errors';

describe('error codes', () => {
  it('should map every code to its HTTP status when read', () => {
    expect(errorStatus).toEqual({
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
    });
    expect(Object.keys(errorStatus)).toEqual([...ERROR_CODES]);
  });

  it('should find the code when given a known status', () => {
    expect(errorCodeForStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
  });

  it('should fall back to INTERNAL or BAD_REQUEST when the status is unknown', () => {
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
    expect(errorCodeForStatus(422)).toBe('BAD_REQUEST');
  });
});

describe('ZApiError', () => {
  it('should accept an error with field messages when well formed', () => {
    const error = {
      code: 'BAD_REQUEST',
      message: 'Invalid request',
      fields: { 'contacts.0.email': 'Email is required' },
    };
    expect(ZApiError.parse(error)).toEqual(error);
    expect(ZApiError.parse({ code: 'INTERNAL', message: 'Something went wrong' })).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong',
    });
  });

  it('should reject the error when the code is unknown', () => {
    expect(ZApiError.safeParse({ code: 'TEAPOT', message: 'x' }).success).toBe(false);
  });
});

describe('issuesToFields', () => {
  it('should keep the first message per field path when turning issues into fields', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').min(2, 'Too short'),
      contacts: z.array(z.object({ email: z.string().min(1, 'Email is required') })),
    });
    const result = schema.safeParse({ name: '', contacts: [{ email: '' }] });
    expect(result.success).toBe(false);
    expect(issuesToFields(result.error?.issues ?? [])).toEqual({
      name: 'Name is required',
      'contacts.0.email': 'Email is required',
    });
  });
});
