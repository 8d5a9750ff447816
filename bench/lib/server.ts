import fs from 'node:fs';

export { REPO_ROOT, startServer, type RunningServer } from '../../apps/server/test/server-process';

/** The portal session's cookie an answer set (`acp_session=...`), among the others it set. */
function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('acp_session='));
  if (!cookie) throw new Error(`no session cookie in the answer (${res.status})`);
  return cookie;
}

/**
 * Signs in as `username` through the built-in compliance system of `state` and, when given,
 * switches to `agencyId`; answers the session cookie (`acp_session=...`).
 */
export async function signIn(
  origin: string,
  options: { username?: string; state?: string; agencyId?: number } = {},
): Promise<string> {
  const state = (options.state ?? 'vic').toLowerCase();
  const form = await fetch(`${origin}/cs/${state}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: options.username ?? 'demo.master', password: 'demo' }),
  });
  const location = form.headers.get('location');
  if (!location) throw new Error(`compliance-system sign-in failed: ${form.status}`);
  const params = new URL(location, origin).searchParams;
  // The sign-in is bound to the browser that started it (its binding cookie goes back with it).
  const binding = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const login = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(binding ? { cookie: binding } : {}),
    },
    body: JSON.stringify({
      authToken: params.get('token'),
      complianceSystemSessionId: params.get('__acp_compliance_session_id'),
      isImpersonating: false,
      originalComplianceUserId: null,
    }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  let cookie = sessionCookie(login);
  if (options.agencyId !== undefined) {
    const switched = await fetch(`${origin}/v1/auth/agencies`, {
      method: 'PUT',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ agencyId: options.agencyId }),
    });
    if (!switched.ok) throw new Error(`switch failed: ${switched.status} ${await switched.text()}`);
    cookie = sessionCookie(switched);
  }
  return cookie;
}

/** Resident memory of a process in bytes (Linux /proc; `ps` elsewhere). */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
