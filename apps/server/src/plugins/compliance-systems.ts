import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATES, type TStateCode, type TSystemStatus } from '@portal/contracts';
import type { Config } from '../config';
import { ensureSecrets } from '../db/secrets';

/** Where each state's compliance system is, and the key its sign-in tokens are checked with. */
export interface ComplianceSystems {
  /** The system's base URL as the browser should use it; null when the state has none. */
  url(state: TStateCode): string | null;
  /** True when this server itself is the state's system (at /cs/{state}). */
  isBuiltIn(state: TStateCode): boolean;
  /** The HS256 key of the state's sign-in tokens. */
  key(state: TStateCode): Uint8Array;
  statuses(): TSystemStatus[];
  /** Where the browser goes to end the system's own sign-in. */
  logoutUrl(state: TStateCode): string | null;
  /** A portal path as a link: absolute (on PUBLIC_URL, never a request's Host) when it is set. */
  portalUrl(path: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    complianceSystems: ComplianceSystems;
  }
}

const lower = (state: TStateCode) => state.toLowerCase();
const builtInPath = (state: TStateCode) => `/cs/${lower(state)}`;
const keySecretName = (state: TStateCode) => `cs-token-key:${lower(state)}`;

async function loadComplianceSystems(
  config: Config,
  database: FastifyInstance['database'],
): Promise<ComplianceSystems> {
  const portalUrl = (path: string) => (config.publicUrlSet ? `${config.publicUrl}${path}` : path);
  const urls = new Map<TStateCode, string | null>();
  const builtIn = new Set<TStateCode>();
  for (const { code } of STATES) {
    const configured = config.complianceSystems[code].url;
    const url = configured === undefined ? portalUrl(builtInPath(code)) : configured;
    urls.set(code, url);
    if (url !== null && (url === builtInPath(code) || url === portalUrl(builtInPath(code)))) {
      builtIn.add(code);
    }
  }

  // Keys not configured are generated once and shared by every replica through the database.
  const generated = STATES.filter(({ code }) => !config.complianceSystems[code].tokenKey);
  const secrets = await ensureSecrets(
    database.db,
    generated.map(({ code }) => keySecretName(code)),
  );
  const keys = new Map<TStateCode, Uint8Array>();
  for (const { code } of STATES) {
    const configured = config.complianceSystems[code].tokenKey;
    const key = configured
      ? new TextEncoder().encode(configured)
      : secrets.get(keySecretName(code));
    if (!key) throw new Error(`No sign-in token key for ${code}`);
    keys.set(code, key);
  }

  return {
    url: (state) => urls.get(state) ?? null,
    isBuiltIn: (state) => builtIn.has(state),
    key: (state) => keys.get(state)!,
    statuses: () =>
      STATES.map((state) => {
        const systemUrl = urls.get(state.code) ?? null;
        return {
          stateId: state.id,
          state: state.code,
          systemUrl,
          status: systemUrl ? ('AVAILABLE' as const) : ('NOT_CONFIGURED' as const),
        };
      }),
    logoutUrl: (state) => {
      const url = urls.get(state);
      return url ? `${url}/logout` : null;
    },
    portalUrl,
  };
}

/** Decorates the app with `complianceSystems`, keys loaded (or made) before the first request. */
export const complianceSystemsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('complianceSystems', await loadComplianceSystems(app.config, app.database));
  },
  { name: 'compliance-systems' },
);
