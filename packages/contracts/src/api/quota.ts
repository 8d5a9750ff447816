// zod/mini rules apply here too: call.ts (on the web's first page) imports this module.

/**
 * What a quota-limited call spends. 'upload': a stored file (counted per upload, and in bytes
 * received); 'email': an email sent on the user's behalf (counted per email, and in recipients).
 */
export const QUOTA_KINDS = ['upload', 'email'] as const;
export type TQuotaKind = (typeof QUOTA_KINDS)[number];

/** What each kind counts per hour (events) and per day (its amount), in words for the docs. */
const QUOTA_UNITS: Record<TQuotaKind, { perHour: string; perDay: string }> = {
  upload: { perHour: 'uploads', perDay: 'bytes' },
  email: { perHour: 'emails', perDay: 'recipients' },
};

const quotaMessage = (minutes: string) =>
  `Too many requests. Please try again in ${minutes} minutes.`;

/**
 * The 429 of a quota-limited call: n is the whole minutes (at least 1) until the oldest counted
 * event that keeps the caller over a limit leaves its window.
 */
export const quotaExceededMessage = (minutes: number) =>
  quotaMessage(String(Math.max(1, Math.ceil(minutes))));

/** The 429's description in /openapi.json, for every call that has a quota. */
export function quotaDescription(kind: TQuotaKind): string {
  const { perHour, perDay } = QUOTA_UNITS[kind];
  return (
    `Limited per user and per agency: ${perHour} per hour and ${perDay} per day (the ` +
    `server's configuration). Over a limit: 429 '${quotaMessage('{n}')}' ` +
    'with Retry-After (seconds): n is when the oldest counted request leaves its window.'
  );
}
