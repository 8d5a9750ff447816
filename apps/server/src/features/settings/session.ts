import type { sessionOf } from '../../plugins/session';

/** A session with a chosen agency: what `sessionOf` gives after `requireSession`. */
export type AgencySession = ReturnType<typeof sessionOf>;
