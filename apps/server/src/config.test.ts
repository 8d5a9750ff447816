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
});
