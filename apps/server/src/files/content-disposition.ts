import { create } from 'content-disposition';

/**
 * Content-Disposition of a download saved as `fileName`, whatever characters it holds: the
 * content-disposition package quotes and escapes it (RFC 6266), and a name beyond ASCII also
 * travels exactly as `filename*` (RFC 8187) beside an ASCII fallback.
 */
export const attachment = (fileName: string): string => create(fileName);

/** Content-Disposition of a response shown in place (a served image). */
export const INLINE = create(undefined, { type: 'inline' });
