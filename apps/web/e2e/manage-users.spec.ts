import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectNoSeriousAxeViolations } from './axe';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ timeout: patience(180_000) });

// The outbox of the server playwright.config.ts starts: DATA_DIR + OUTBOX_DIR ('outbox').
const port = process.env.E2E_PORT ?? '3100';
const OUTBOX = path.resolve(
  import.meta.dirname,
  '../../../data',
  port === '3100' ? 'e2e' : `e2e-${port}`,
  'outbox',
);
/** Set SCREENSHOTS to a folder to keep a picture of each step at 1280 and 375 px. */
const SHOTS = process.env.SCREENSHOTS;
async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/users-${name}-${size.width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The .eml files of the outbox sent to `address`. */
async function emailsTo(address: string): Promise<string[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const content = await readFile(path.join(OUTBOX, name), 'utf8');
    if (content.includes(address)) found.push(content);
  }
  return found;
}

test('should invite a user, change their role, deactivate and reactivate them, and show the email domain', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `casey.${stamp}@example.com`;
  const username = `casey.${stamp}`;
  await signIn(page, DEMO.master, { at: '/settings/manage-users' });
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Alex Morgan/ })).toContainText('(you)');

  // Invite: the address is checked, the invitation is sent and listed.
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'invite');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');

  // The invitation in the outbox, with its single-use link to the compliance system.
  await expect
    .poll(async () => (await emailsTo(email)).length, { timeout: patience(20_000) })
    .toBe(1);
  const sent = await simpleParser((await emailsTo(email))[0]!);
  expect(sent.subject).toBe(
    'You are invited to Yarra Bend Property Management on the Compliance Portal',
  );
  const link = /href="([^"]+\/cs\/vic\/invitations\/[^"]+)"/.exec(String(sent.html))?.[1];
  expect(link).toBeTruthy();

  // The invitee chooses how they sign in; the link then says it has been used.
  const invitee = await page.context().newPage();
  await invitee.goto(new URL(link!).pathname);
  await expect(
    invitee.getByRole('heading', { name: 'Join Yarra Bend Property Management' }),
  ).toBeVisible();
  await invitee.getByLabel('Your name').fill('Casey Nguyen');
  await invitee.getByLabel('Username').fill(username);
  await invitee.getByLabel('Password').fill('a long password');
  await shoot(invitee, 'invitation');
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
  await invitee.goto(new URL(link!).pathname);
  await expect(invitee.getByText('This invitation has already been used.')).toBeVisible();
  await invitee.close();

  await page.reload();
  const row = table.getByRole('row', { name: /Casey Nguyen/ });
  await expect(row).toContainText('Active');
  await shoot(page, 'list', { fullPage: true });

  // Role: a master user, after confirmation.
  await row.getByRole('button', { name: 'Actions for Casey Nguyen' }).click();
  await page.getByRole('menuitem', { name: 'Make master user' }).click();
  await page
    .getByRole('dialog', { name: 'Make Casey Nguyen a master user?' })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(page.getByText('Casey Nguyen is now a master user')).toBeVisible();
  await expect(row).toContainText('Master user');

  // Deactivate, then reactivate.
  await row.getByRole('button', { name: 'Actions for Casey Nguyen' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate Casey Nguyen?' });
  await expect(deactivate).toContainText('signed out at once');
  await shoot(page, 'deactivate');
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Casey Nguyen is deactivated and signed out')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await row.getByRole('button', { name: 'Actions for Casey Nguyen' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Reactivate Casey Nguyen?' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByText('Casey Nguyen can sign in again')).toBeVisible();
  await expect(row).toContainText('Active');

  // The office profile: the VIC agency's domain is verified and demo.master may send from it.
  await page.goto('/settings/office-profile');
  const domain = page.getByRole('region', { name: /Email domain/ });
  await expect(domain).toContainText('yarrabendpm.com.au');
  await expect(domain).toContainText('Verified');
  await expect(domain.getByText('You can send occupant notices')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'office-profile', { fullPage: true });
});
