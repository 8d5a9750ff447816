export { REPO_ROOT, startServer, type RunningServer } from '../../apps/server/test/server-process';
/**
 * Signs in as `username` through the built-in compliance system of `state` and, when given,
 * switches to `agencyId`; answers the session cookie (`acp_session=...`).
 */
export declare function signIn(origin: string, options?: {
    username?: string;
    state?: string;
    agencyId?: number;
}): Promise<string>;
/** Resident memory of a process in bytes (Linux /proc; `ps` elsewhere). */
export declare function residentBytes(pid: number): number;
