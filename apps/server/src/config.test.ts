import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, PUBLIC_URL_REQUIRED } from './config';

const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-test-'));
afterAll(() => fs.rmSync(configDir, { recursive: true, force: true }));

/** A PORTAL_CONFIG_FILE with the given text; returns its path. */
function configFile(name: string, text: string): string {
  const file = path.join(configDir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('loadConfig', () => {
  it('should give the embedded demo mode when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.provider).toEqual({
      name: 'Detector Inspector',
      shortName: 'DI',
      legalName: 'Detector Inspector Pty Ltd',
      abn: '51824753556',
      phone: '1300 134 563',
      email: 'help@portal.example.com.au',
    });
  });

  it("should give the provider's legal name, ABN and contact for its documents when they are set", () => {
    const { provider } = loadConfig({
      PROVIDER_NAME: 'Safe Homes',
      PROVIDER_LEGAL_NAME: 'Safe Homes Compliance Pty Ltd',
      PROVIDER_ABN: '53 004 085 616',
      HELP_PHONE: '1300 555 010',
      HELP_EMAIL: 'accounts@safehomes.example.com.au',
    });
    expect(provider).toEqual({
      name: 'Safe Homes',
      shortName: 'DI',
      legalName: 'Safe Homes Compliance Pty Ltd',
      abn: '53004085616',
      phone: '1300 555 010',
      email: 'accounts@safehomes.example.com.au',
    });
  });

  it('should name PROVIDER_ABN when it is not a valid ABN', () => {
    expect(() => loadConfig({ PROVIDER_ABN: '51 824 753 557' })).toThrow(
      /PROVIDER_ABN: must be a valid ABN/,
    );
    expect(() => loadConfig({ PROVIDER_ABN: 'ABN pending' })).toThrow(/PROVIDER_ABN/);
    expect(() => loadConfig({ PROVIDER_LEGAL_NAME: ' ' })).toThrow(/PROVIDER_LEGAL_NAME/);
  });

  it('should take PORT, DATABASE_URL and flags when they are set', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://owner:pw@db.internal:5432/portal',
      SEED_DEMO: 'false',
      TRUSTED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://owner:pw@db.internal:5432/portal');
    expect(config.seedDemo).toBe(false);
    expect(config.trustedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('should name the variable and the problem when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('should refuse job timings pg-boss cannot keep when they are set', () => {
    expect(loadConfig({ JOBS_POLL_MS: '0' }).jobs.pollMs).toBe(0);
    expect(loadConfig({ JOBS_POLL_MS: '500' }).jobs.pollMs).toBe(500);
    expect(() => loadConfig({ JOBS_POLL_MS: '20' })).toThrow(/JOBS_POLL_MS/);
    expect(() => loadConfig({ JOBS_LOCK_TIMEOUT_MS: '400' })).toThrow(/JOBS_LOCK_TIMEOUT_MS/);
  });

  it('should give every quota a default and take each one that is set', () => {
    expect(loadConfig({}).quotas).toEqual({
      upload: {
        user: { perHour: 60, perDay: 100 * 1024 * 1024 },
        agency: { perHour: 300, perDay: 500 * 1024 * 1024 },
      },
      email: { user: { perHour: 30, perDay: 200 }, agency: { perHour: 150, perDay: 1000 } },
    });
    const set = loadConfig({
      QUOTA_AGENCY_RECIPIENTS_PER_DAY: '40',
      QUOTA_USER_UPLOADS_PER_HOUR: '5',
    });
    expect(set.quotas.email.agency.perDay).toBe(40);
    expect(set.quotas.upload.user.perHour).toBe(5);
  });

  it('should keep documents in DOCUMENTS_DIR by default and in the bucket when DOCUMENTS_STORE is s3', () => {
    expect(loadConfig({}).documents.s3).toBeNull();
    const { s3 } = loadConfig({
      DOCUMENTS_STORE: 's3',
      S3_BUCKET: 'portal-files',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://files.example.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'portal/prod',
    }).documents;
    expect(s3).toEqual({
      bucket: 'portal-files',
      region: 'auto',
      endpoint: 'https://files.example.com',
      credentials: undefined,
      forcePathStyle: true,
      prefix: 'portal/prod/',
    });
  });

  it('should name each missing or invalid S3 setting when DOCUMENTS_STORE is s3', () => {
    expect(() => loadConfig({ DOCUMENTS_STORE: 's3' })).toThrow(
      /S3_BUCKET: required when DOCUMENTS_STORE is s3\n {2}S3_REGION: required/,
    );
    const bucket = { DOCUMENTS_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1' };
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...bucket, S3_PREFIX: '../other' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'files.example.com' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('should name a quota that is not a whole number of at least one', () => {
    expect(() => loadConfig({ QUOTA_USER_EMAILS_PER_HOUR: '0' })).toThrow(
      /QUOTA_USER_EMAILS_PER_HOUR/,
    );
    expect(() => loadConfig({ QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY: '1.5' })).toThrow(
      /QUOTA_AGENCY_UPLOAD_BYTES_PER_DAY/,
    );
  });

  it('should give built-in compliance systems and the session defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.complianceSystems.VIC).toEqual({ url: undefined, tokenKey: undefined });
    expect(config.session).toEqual({ idleMinutes: 120, absoluteHours: 12, cacheMs: 2000 });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicUrlSet).toBe(false);
  });

  it('should refuse to start in production when PUBLIC_URL is unset, saying what it is for', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(PUBLIC_URL_REQUIRED);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.publicUrlSet).toBe(true);
  });

  it('should derive the public URL from HOST and PORT when PUBLIC_URL is unset outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4000' }).publicUrl).toBe(
      'http://localhost:4000',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '80' }).publicUrl).toBe(
      'http://127.0.0.1',
    );
    expect(loadConfig({ HOST: '::1', PORT: '3100' }).publicUrl).toBe('http://[::1]:3100');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
  });

  it('should take a state system URL, none, and a token key when they are set', () => {
    const config = loadConfig({
      CS_URL_WA: 'none',
      CS_URL_SA: 'https://sa.example.com/',
      CS_TOKEN_KEY_SA: 'a'.repeat(32),
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config.complianceSystems.WA.url).toBeNull();
    expect(config.complianceSystems.SA).toEqual({
      url: 'https://sa.example.com',
      tokenKey: 'a'.repeat(32),
    });
    expect(config.publicUrl).toBe('https://portal.example.com');
  });

  it('should name the variable when a state system or key is invalid', () => {
    expect(() => loadConfig({ CS_URL_VIC: 'ftp://x' })).toThrow(/CS_URL_VIC/);
    expect(() => loadConfig({ CS_TOKEN_KEY_NSW: 'short' })).toThrow(/CS_TOKEN_KEY_NSW/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('should give the portal defaults with the provider names when nothing is set', () => {
    const { portal } = loadConfig({ PROVIDER_NAME: 'Safe Homes', PROVIDER_SHORT_NAME: 'SH' });
    expect(portal.provider).toEqual({ name: 'Safe Homes', shortName: 'SH' });
    expect(portal.help.phone).toBe('1300 134 563');
    expect(portal.help.email).toBe('help@portal.example.com.au');
    expect(portal.licences).toHaveLength(5);
    expect(portal.maintenanceWindows[0]).toMatchObject({
      startsAt: '2025-03-23T06:00:00+11:00',
      showUntil: '2025-03-23T14:00:00+11:00',
    });
  });

  it('should merge PORTAL_CONFIG_FILE over the defaults and apply HELP_* over the file', () => {
    const file = configFile(
      'merge.json',
      JSON.stringify({
        provider: { shortName: 'X' },
        help: { phone: '02 9999 0000', centreUrl: 'https://help.example.com.au' },
        helpLinks: { feedbackUrl: 'https://feedback.example.com.au' },
        socialLinks: [{ label: 'Facebook', url: 'https://www.facebook.com/x' }],
      }),
    );
    const { portal, provider } = loadConfig({
      PORTAL_CONFIG_FILE: file,
      HELP_EMAIL: 'desk@example.com.au',
    });
    expect(portal.provider).toEqual({ name: 'Detector Inspector', shortName: 'X' });
    // The documents' contact is the help desk's.
    expect(provider).toMatchObject({
      ...portal.provider,
      phone: '02 9999 0000',
      email: 'desk@example.com.au',
    });
    expect(portal.help).toMatchObject({
      phone: '02 9999 0000',
      email: 'desk@example.com.au',
      centreUrl: 'https://help.example.com.au',
      accessFormUrl: 'https://portal.example.com.au/request-access',
    });
    expect(portal.helpLinks.feedbackUrl).toBe('https://feedback.example.com.au');
    expect(portal.helpLinks.helpCentreUrl).toBe('https://portal.example.com.au/help');
    expect(portal.socialLinks).toEqual([{ label: 'Facebook', url: 'https://www.facebook.com/x' }]);
    expect(portal.policyLinks).toHaveLength(3);
  });

  it('should name PORTAL_CONFIG_FILE and the problem when the file is wrong', () => {
    const cases: [string, RegExp][] = [
      [
        path.join(configDir, 'missing.json'),
        /PORTAL_CONFIG_FILE: cannot read .*missing\.json \(ENOENT\)/,
      ],
      [
        configFile('broken.json', '{ "help": '),
        /PORTAL_CONFIG_FILE: .*broken\.json is not valid JSON/,
      ],
      [configFile('typo.json', '{ "hepl": {} }'), /PORTAL_CONFIG_FILE: .*hepl/],
      [
        configFile('type.json', '{ "help": { "phone": 1300 } }'),
        /PORTAL_CONFIG_FILE: .*help\.phone/,
      ],
      [
        configFile('state.json', '{ "licences": [{ "state": "XX", "number": "1" }] }'),
        /PORTAL_CONFIG_FILE: .*licences\.0\.state/,
      ],
      [
        configFile(
          'window.json',
          JSON.stringify({
            maintenanceWindows: [
              { startsAt: 'Sunday', endsAt: 'later', showUntil: 'soon', message: 'Down' },
            ],
          }),
        ),
        /PORTAL_CONFIG_FILE: .*maintenanceWindows\.0\.startsAt/,
      ],
      [configFile('list.json', '[]'), /PORTAL_CONFIG_FILE: /],
    ];
    for (const [file, problem] of cases) {
      expect(() => loadConfig({ PORTAL_CONFIG_FILE: file }), file).toThrow(problem);
    }
  });

  it('should name HELP_EMAIL when it is not an email address', () => {
    expect(() => loadConfig({ HELP_EMAIL: 'not an email' })).toThrow(/HELP_EMAIL/);
  });
});
