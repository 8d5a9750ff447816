import { authCalls, type TSession, type TUserAgency } from '@portal/contracts';
import { expect, test, type Page } from '@playwright/test';
import { trackRequests, visit } from './in-app';
import { AGENCIES, DEMO, openUserMenu, signIn, signInThroughSystem } from './sign-in';
import { patience } from './time';

/**
 * No dead links: signed in as each demo user (demo.master in each of its agencies, so after
 * portfolio switches across states), every link the shell, the dashboard and the lists render is
 * followed one level. Pages of the app are rendered once per shape (ids replaced), since the
 * server answers every app path with the app; everything else (the compliance system's pages,
 * downloads) is requested with the page's cookies. A 404 or a 5xx fails, and so does a legacy
 * link that leaves the compliance system of the agency's own state or lands on its sign-in.
 */

/** The pages whose links are collected: the dashboard with each of its tabs, and the lists. */
const SOURCES = [
  '/',
  '/?graphs-tab=other-service-providers',
  '/?action-required-tab=new-managements',
  '/?action-required-tab=reported-findings',
  '/?action-required-tab=urgent-active-notices',
  '/?action-required-tab=urgent-quotes',
  '/?action-required-tab=overdue-invoices',
  '/portfolio',
  '/portfolio?managed-by=OTHER',
  '/action-required/update',
  '/action-required/access-issues',
  '/action-required/reported-findings',
];

/** The header's menus, opened so that their links are in the page too. */
const MENUS = ['Action Required', 'Keys', 'More'];

const NOT_FOUND_TEXT = "The page you're looking for doesn't exist";
const CRASH_TEXT = 'The following error was encountered:';

interface Problem {
  url: string;
  from: string;
  why: string;
}

/** The page's same-origin links, without their fragments. */
async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    url.hash = '';
    return [url.toString()];
  });
}

/** Opens each header menu (and the user menu) and collects the links they show. */
async function menuLinks(page: Page, origin: string): Promise<string[]> {
  const found: string[] = [];
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const name of MENUS) {
    const button = nav.getByRole('button', { name, exact: true });
    if (!(await button.isVisible())) continue;
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    found.push(...(await linksOn(page, origin)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  await openUserMenu(page);
  found.push(...(await linksOn(page, origin)));
  await page.keyboard.press('Escape');
  return found;
}

/** An app path with its ids replaced: pages of one shape render alike. */
const shapeOf = (url: URL) => url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

const isAppPage = (url: URL) =>
  !/^\/(cs|v1|v2|images|assets|docs|openapi\.json|healthz)(\/|$)/.test(url.pathname);

/**
 * Collects the links of every source page, then follows each one level and returns what is
 * wrong. `state` is the agency's state: its legacy links must stay on its own system.
 */
async function crawl(page: Page, state: string): Promise<{ problems: Problem[]; links: number }> {
  const origin = new URL(page.url()).origin;
  trackRequests(page);
  const problems: Problem[] = [];
  const failedCalls = (from: string) => (response: { url: () => string; status: () => number }) => {
    const status = response.status();
    if (status === 404 || status >= 500) {
      problems.push({ url: response.url(), from, why: `a call answered ${status}` });
    }
  };

  // Every link with the first page that showed it.
  const found = new Map<string, string>();
  const add = (urls: string[], from: string) => {
    for (const url of urls) if (!found.has(url)) found.set(url, from);
  };
  for (const source of SOURCES) {
    const listener = failedCalls(source);
    page.on('response', listener);
    await visit(page, source);
    page.off('response', listener);
    add(await linksOn(page, origin), source);
    if (source === '/') add(await menuLinks(page, origin), 'the header menus');
  }

  const rendered = new Set(SOURCES.map((source) => shapeOf(new URL(source, origin))));
  for (const [href, from] of found) {
    const url = new URL(href);
    if (isAppPage(url)) {
      const shape = shapeOf(url);
      if (rendered.has(shape)) continue;
      rendered.add(shape);
      const listener = failedCalls(href);
      page.on('response', listener);
      await visit(page, href);
      page.off('response', listener);
      const body = page.locator('body');
      if ((await body.getByText(NOT_FOUND_TEXT).count()) > 0) {
        problems.push({ url: href, from, why: 'the app has no such page' });
      }
      if ((await body.getByText(CRASH_TEXT).count()) > 0) {
        problems.push({ url: href, from, why: 'the page crashed' });
      }
      continue;
    }
    const response = await page.request.get(href, { maxRedirects: 0 });
    const status = response.status();
    const legacy = url.pathname.startsWith('/cs/');
    if (legacy && !url.pathname.startsWith(`/cs/${state.toLowerCase()}/`)) {
      problems.push({ url: href, from, why: `not the ${state} compliance system` });
    } else if (status === 404 || status >= 500 || (legacy && status !== 200)) {
      // A legacy page that asks to sign in again is a dead end too.
      problems.push({ url: href, from, why: `answered ${status}` });
    }
  }
  return { problems, links: found.size };
}

/** Switches the signed-in user's portfolio through the Switch Portfolio panel. */
async function switchPortfolio(page: Page, agency: string) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch Portfolio' }).click();
  const panel = page.getByRole('dialog', { name: 'Switch to a different portfolio' });
  await panel.getByRole('button', { name: new RegExp(agency) }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('banner').getByText(agency)).toBeVisible();
}

async function expectNoDeadLinks(page: Page, state: string) {
  const { problems, links } = await crawl(page, state);
  expect(links).toBeGreaterThan(20);
  expect(problems).toEqual([]);
}

test.describe('no dead links', () => {
  // Each crawl renders a few dozen pages on a busy two-core machine.
  test.describe.configure({ timeout: patience(180_000) });

  test('should lead somewhere from every link when demo.manager is signed in', async ({ page }) => {
    await signIn(page, DEMO.manager);
    await expectNoDeadLinks(page, 'VIC');
  });

  test('should lead somewhere from every link when demo.master is signed in to VIC', async ({
    page,
  }) => {
    await signIn(page, DEMO.master);
    await expectNoDeadLinks(page, 'VIC');
  });

  for (const [name, state] of [
    [AGENCIES.nsw, 'NSW'],
    [AGENCIES.qld, 'QLD'],
  ] as const) {
    test(`should keep every link on the ${state} system when demo.master switches to ${state}`, async ({
      page,
    }) => {
      await signIn(page, DEMO.master);
      await switchPortfolio(page, name);
      await expectNoDeadLinks(page, state);
    });
  }

  // A database seeded with a large agency (npm run db:seed -- --properties N) gives demo.master
  // one more portfolio: its links are followed too.
  test('should lead somewhere from every link in any further agency of demo.master', async ({
    page,
  }) => {
    await signIn(page, DEMO.master);
    const answer = await page.request.get(authCalls.agencies.path);
    const { data } = (await answer.json()) as { data: TUserAgency[] };
    const demo: readonly string[] = Object.values(AGENCIES);
    const further = data.filter((agency) => !demo.includes(agency.complianceAgencyName));
    // scripts/scale-check.ts names the agency it generated: then it must be there.
    const expected = process.env.E2E_EXPECT_FURTHER_AGENCY;
    if (expected) {
      expect(further.map((agency) => agency.complianceAgencyName)).toContain(expected);
    }
    test.skip(further.length === 0, 'No agency beyond the demo ones in this database');
    for (const agency of further) {
      // A further VIC agency may be the one the VIC sign-in chose (the first by name).
      const session = await page.request.get(authCalls.session.path);
      const { data: current } = (await session.json()) as { data: TSession };
      if (current.complianceAgencyId !== agency.complianceAgencyId) {
        await switchPortfolio(page, agency.complianceAgencyName);
      }
      await expectNoDeadLinks(page, agency.complianceAgencyState);
    }
  });

  test('should lead somewhere from every link when demo.staff views the portal as a user', async ({
    page,
  }) => {
    await signInThroughSystem(page, DEMO.staff.username, { stateName: 'New South Wales' });
    await page
      .getByRole('button', { name: new RegExp(`^View the portal as .*, ${AGENCIES.nsw}$`) })
      .first()
      .click();
    await expect(page.getByRole('banner').getByText(AGENCIES.nsw)).toBeVisible({
      timeout: patience(15_000),
    });
    await expectNoDeadLinks(page, 'NSW');
  });
});
