import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { metaCalls, settingsCalls, ZPortalConfig, type TCallInput } from '@portal/contracts';
import { buildTestApp, TEST_ORIGIN } from '../../../test/app';
import { agencyIdIn, signInToPortal, someAddress } from '../../../test/auth';
import { injectCall } from '../../../test/calls';
import { ownerDatabase, testDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { PAGE_NOT_FOUND_PER_MINUTE } from './routes';

describe('meta calls', () => {
  let database: Database;
  let owner: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = testDatabase();
    owner = ownerDatabase();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await owner.close();
  });

  describe('GET /v1/meta/portal', () => {
    it('should answer 304 and no body when asked again with its ETag', async () => {
      const first = await injectCall(app, metaCalls.portalConfig, {});
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await injectCall(
        app,
        metaCalls.portalConfig,
        {},
        { headers: { 'if-none-match': String(etag), 'accept-encoding': 'br, gzip' } },
      );
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=300');
      const changed = await injectCall(
        app,
        metaCalls.portalConfig,
        {},
        { headers: { 'if-none-match': 'W/"another"' } },
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual(first.json());
    });

    it('should answer the defaults with the spec maintenance window when nothing is configured', async () => {
      const res = await injectCall(app, metaCalls.portalConfig, {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const { success, data } = res.json<{ success: boolean; data: unknown }>();
      expect(success).toBe(true);
      const config = ZPortalConfig.parse(data);
      expect(config.provider).toEqual({ name: 'Detector Inspector', shortName: 'DI' });
      expect(config.help).toMatchObject({
        phone: '1300 134 563',
        email: 'help@portal.example.com.au',
      });
      expect(config.socialLinks.map((l) => l.label)).toEqual(['Facebook', 'LinkedIn', 'Instagram']);
      expect(config.policyLinks.map((l) => l.label)).toEqual([
        'Privacy policy',
        'Terms of use',
        'Cookie policy',
      ]);
      expect(config.licences.map((l) => l.state)).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA']);
      expect(config.maintenanceWindows).toEqual([
        {
          startsAt: '2025-03-23T06:00:00+11:00',
          endsAt: '2025-03-23T16:00:00+11:00',
          showUntil: '2025-03-23T14:00:00+11:00',
          message:
            'The portal will be unavailable on Sunday 23 March from 6:00 AM to 4:00 PM AEDT for scheduled maintenance.',
        },
      ]);
    });

    it('should merge the file over the defaults and let HELP_PHONE win when both are set', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-'));
      const file = path.join(dir, 'portal.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          provider: { name: 'Safe Homes Services' },
          help: { phone: '1800 000 000', email: 'care@safehomes.example.com.au' },
          licences: [{ state: 'TAS', number: 'TAS-1' }],
          maintenanceWindows: [],
        }),
      );
      const custom = await buildTestApp(database, {
        env: { PORTAL_CONFIG_FILE: file, HELP_PHONE: '13 00 00' },
      });
      try {
        const { data } = (await injectCall(custom, metaCalls.portalConfig, {})).json<{
          data: ReturnType<typeof ZPortalConfig.parse>;
        }>();
        expect(data.provider).toEqual({ name: 'Safe Homes Services', shortName: 'DI' });
        expect(data.help).toMatchObject({
          phone: '13 00 00',
          email: 'care@safehomes.example.com.au',
          centreUrl: 'https://portal.example.com.au/help',
        });
        expect(data.licences).toEqual([{ state: 'TAS', number: 'TAS-1' }]);
        expect(data.maintenanceWindows).toEqual([]);
        expect(data.socialLinks).toHaveLength(3);
      } finally {
        await custom.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('should answer without a session even when the cookie is not one', async () => {
      const res = await injectCall(app, metaCalls.portalConfig, {}, { cookie: 'A'.repeat(43) });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /v1/events/page-not-found', () => {
    const report = (
      body: TCallInput<typeof metaCalls.reportPageNotFound>['body'],
      options: { cookie?: string; address?: string } = {},
    ) =>
      injectCall(
        app,
        metaCalls.reportPageNotFound,
        { body },
        { cookie: options.cookie, remoteAddress: options.address ?? someAddress() },
      );

    const auditRows = async (target: string) =>
      (
        await owner.pool.query<{
          agency_id: number;
          actor_user_id: number;
          impersonator_user_id: number | null;
          detail: Record<string, unknown>;
        }>(
          `select agency_id, actor_user_id, impersonator_user_id, detail from audit_log
           where action = 'page_not_found' and target = $1`,
          [target],
        )
      ).rows;

    it('should log and audit the path with the user and agency when signed in', async () => {
      const warn = vi.spyOn(app.log, 'warn');
      const { cookie, session } = await signInToPortal(app, 'demo.master');
      const target = `/no-such-page/${Date.now()}`;
      const res = await report({ path: `${target}?token=secret#top` }, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null });
      const vic = await agencyIdIn(owner, 'VIC');
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          event: 'page-not-found',
          path: target,
          hadQuery: true,
          userId: session.complianceUserId,
          agencyId: vic,
          agencyState: 'VIC',
        }),
        'page-not-found',
      );
      warn.mockRestore();
      const rows = await auditRows(target);
      expect(rows).toEqual([
        {
          agency_id: vic,
          actor_user_id: session.complianceUserId,
          impersonator_user_id: null,
          detail: expect.objectContaining({ path: target, agencyState: 'VIC' }) as object,
        },
      ]);
    });

    it('should log but not audit the path when signed out', async () => {
      const warn = vi.spyOn(app.log, 'warn');
      const target = `/signed-out/${Date.now()}`;
      const res = await report({ path: target });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ path: target, userId: null, agencyId: null, agencyState: null }),
        'page-not-found',
      );
      warn.mockRestore();
      expect(await auditRows(target)).toEqual([]);
    });

    it('should answer 400 when the path is missing, too long, not text or carries unknown keys', async () => {
      for (const body of [
        {},
        { path: '' },
        { path: `/${'a'.repeat(2000)}` },
        { path: 42 },
        { path: '/x', userId: 1 },
      ]) {
        // Sent as it is: no description makes these bodies.
        const res = await app.inject({
          method: 'POST',
          url: '/v1/events/page-not-found',
          headers: { origin: TEST_ORIGIN },
          payload: body,
          remoteAddress: someAddress(),
        });
        expect(res.statusCode, JSON.stringify(body).slice(0, 50)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
      }
    });

    it('should answer 403 when the report comes from another site', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/events/page-not-found',
        headers: { origin: 'https://evil.example' },
        payload: { path: '/x' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('should answer 429 when one address reports too often', async () => {
      const address = someAddress();
      for (let i = 0; i < PAGE_NOT_FOUND_PER_MINUTE; i++) {
        expect((await report({ path: `/flood/${i}` }, { address })).statusCode).toBe(200);
      }
      const res = await report({ path: '/flood/last' }, { address });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
      expect((await report({ path: '/flood/elsewhere' })).statusCode).toBe(200);
    });
  });

  it('should describe the settings and meta calls in /openapi.json', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, object>>;
    }>();
    for (const call of [...Object.values(settingsCalls), ...Object.values(metaCalls)]) {
      expect(doc.paths[call.path], call.path).toHaveProperty(call.method.toLowerCase());
    }
  });
});
