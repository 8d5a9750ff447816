import { z } from 'zod/mini';
import { NOTES_MAX } from '../constants';

export const MESSAGE_TOO_LONG = `Message should be ${NOTES_MAX} characters or less`;

const emailFormat = z.email();

/** The one email syntax check used by every rule, so browser and server agree. */
export function isValidEmail(text: string): boolean {
  return emailFormat.safeParse(text).success;
}

/** Visible text of rich-text input: tags, entities and line breaks removed, then trimmed. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/gi, '_')
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

/**
 * Required free text with the spec's two messages: nothing given ('… is required'), or only
 * blanks given ('… cannot be empty'). The value is trimmed.
 */
export function zRequiredText(requiredMessage: string, emptyMessage: string, max = NOTES_MAX) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.trim(),
      z.minLength(1, emptyMessage),
      z.maxLength(max, MESSAGE_TOO_LONG),
    );
}

/** Optional notes up to 500 characters; blank becomes undefined. */
export const ZOptionalNotes = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(NOTES_MAX, MESSAGE_TOO_LONG))),
  z.transform((value: string | null | undefined) => (value ? value : undefined)),
);
