import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('should give the embedded demo mode when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.provider).toEqual({ name: 'Detector Inspector', shortName: 'DI' });
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

  it('should give built-in compliance systems and the session defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.complianceSystems.VIC).toEqual({ url: undefined, tokenKey: undefined });
    expect(config.session).toEqual({ idleMinutes: 120, absoluteHours: 12 });
    expect(config.publicUrl).toBeUndefined();
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
});
