import { createHmac } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each step at 1280 and 375 px. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/api-keys-${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('should create an API key shown once, read the agency with it, and revoke it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `Journey key ${Date.now().toString(36)}`;
  await signIn(page, DEMO.master, { at: '/settings/api-integration' });
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Enter a name for the key')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('Shown only once', { exact: true })).toBeVisible();
  const key = (await shown.getByLabel('API key').textContent())!.trim();
  expect(key).toMatch(/^acp_\d+_/);
  await shoot(page, 'shown-once');
  await expectNoSeriousAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'API keys' })).toContainText(name);
  await shoot(page, 'list');

  // The key reads the agency, without a cookie, until it is revoked.
  const client = await playwright.request.newContext({ baseURL });
  const read = () =>
    client.get('/v1/agency/profile', { headers: { authorization: `Bearer ${key}` } });
  expect((await read()).status()).toBe(200);

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(`${name} is revoked: it no longer works`)).toBeVisible();
  expect((await read()).status()).toBe(401);
  await client.dispose();
});

/** A receiver on loopback that keeps what it gets and answers 200. */
async function receiver() {
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      got.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal-events`,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks signature, as the README tells a receiver to check it. */
function signatureOf(secret: string, headers: http.IncomingHttpHeaders, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

test('should create a webhook, show its secret once and log a signed test event', async ({
  page,
}) => {
  const hook = await receiver();
  const description = `Journey hook ${Date.now().toString(36)}`;
  await signIn(page, DEMO.master, { at: '/settings/api-integration' });
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create webhook' });
  await dialog.getByRole('textbox', { name: 'Address' }).fill(hook.url);
  await dialog.getByRole('checkbox', { name: /Notice issued/ }).check();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await shoot(page, 'webhook-create');
  await dialog.getByRole('button', { name: 'Create webhook' }).click();

  const shown = page.getByRole('dialog', { name: 'Your webhook’s signing secret' });
  const secret = (await shown.getByLabel('Signing secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await shoot(page, 'webhook-secret');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ hasText: description });
  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('Test event sent: its delivery appears in the log')).toBeVisible();
  const log = card.getByRole('table', { name: `Deliveries to ${hook.url}` });
  await expect(log.getByText('Delivered')).toBeVisible();
  await expect(log).toContainText('HTTP 204');
  await shoot(page, 'webhook-log');

  expect(hook.got).toHaveLength(1);
  const [delivery] = hook.got;
  expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'webhook.test' });
  expect(delivery!.headers['webhook-signature']).toBe(
    signatureOf(secret, delivery!.headers, delivery!.body),
  );

  await card.getByRole('button', { name: /Delete webhook/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this webhook?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Webhook deleted: no more events are sent to it')).toBeVisible();
  await hook.close();
});
