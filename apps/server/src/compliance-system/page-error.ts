import type { TState } from '@portal/contracts';

/** A refusal shown as a page of the compliance system (not the API's JSON envelope). */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly state: TState | null,
    readonly title: string,
    message: string,
    readonly link?: { href: string; text: string },
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}
