import { errorStatus, type TErrorCode } from '@portal/contracts';

/** An error a service throws on purpose: its message is safe to show to the user. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fields);
/** The one answer for a property id that is missing or another agency's. */
export const PROPERTY_NOT_FOUND = 'Property not found';
/** The one answer for a notice id that is missing or another agency's. */
export const NOTICE_NOT_FOUND = 'Notice not found';

/** A foreign agency's id gets exactly this answer too: nothing tells the two apart. */
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
