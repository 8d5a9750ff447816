import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { settle, trackRequests, visit } from './in-app';
import { DEMO, signIn } from './sign-in';
import { patience } from './time';

// Every page of a state and its tabs: seconds on a quiet machine, a minute on a busy one.
test.describe.configure({ timeout: patience(300_000) });
const expect = baseExpect.configure({ timeout: patience(15_000) });

/**
 * The shapes of a code showing through: a run of six or more capitals ('SUSPENSIONWARNING', a
 * camel-case code set in capitals by CSS) or words joined by underscores ('NOT_ENROLLED').
 */
const CODE_SHAPES = [/\b[A-Z]{6,}\b/g, /\b[A-Z0-9]+(?:_[A-Z0-9]+)+\b/g];

/** Tokens of a code's shape that are real words or abbreviations, each with its reason. */
const ALLOWED_TOKENS: ReadonlyMap<string, string> = new Map<string, string>([]);

/** The tokens of `text` that look like codes, without the allowed ones. */
function codesIn(text: string): string[] {
  const found = CODE_SHAPES.flatMap((shape) => text.match(shape) ?? []);
  return [...new Set(found)].filter((token) => !ALLOWED_TOKENS.has(token)).sort();
}

/** Fails (softly, so one run lists every page) when the page's visible text shows a code. */
async function expectWords(page: Page, where: string) {
  // innerText is the text as rendered: CSS capitals included, hidden elements left out.
  const text = await page.locator('body').innerText();
  expect.soft(codesIn(text), `codes shown on ${where}`).toEqual([]);
}

const STATES = ['vic', 'nsw', 'qld'] as const;

/** The portal's own pages a demo user reaches from the shell, whatever the data. */
const APP_PAGES = [
  '/',
  '/portfolio',
  '/portfolio?managed-by=OTHER',
  '/action-required/update',
  '/action-required/access-issues',
  '/action-required/reported-findings',
  '/analytics',
  '/settings/preferences',
  '/settings/notification-preferences',
  '/settings/profile',
  '/settings/office-profile',
  '/settings/api-integration',
  '/settings/manage-users',
];

/** Paths that are not pages to read: the API, files, and what signs out or switches users. */
const NOT_PAGES = [
  /^\/(v1|v2|images|docs|openapi\.json|healthz)(\/|$)/,
  /^\/auth\//,
  /^\/cs\/[a-z]+\/(login|logout|App)\b/,
];

/**
 * One URL per kind of page: ids become ':id' and only the query's names count, so a list's
 * rows add one property page, not one per property.
 */
function kindOf(url: URL): string {
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  // A legacy page is one template whatever its query (a page number, a search).
  if (path.startsWith('/cs/')) return path;
  return `${path}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
}

/** The links of the page worth reading, as absolute URLs of this origin. */
async function linksOf(page: Page, origin: string): Promise<URL[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !NOT_PAGES.some((path) => path.test(url.pathname)));
}

/** The header's menus and the user menu, each opened and read, and the links they hold. */
async function readShellMenus(page: Page, origin: string): Promise<URL[]> {
  const found: URL[] = [];
  const triggers = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  for (const trigger of await triggers.all()) {
    if (!(await trigger.isVisible())) continue;
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectWords(page, `the menu ${name}`);
    found.push(...(await linksOf(page, origin)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  return found;
}

/** The page's filter menus and selects (outside list rows), each opened and read. */
async function readPopovers(page: Page, where: string) {
  const main = page.getByRole('main');
  const triggers: Locator = main.locator(
    'button[aria-haspopup]:not(li *, tr *), input[aria-haspopup]:not(li *, tr *)',
  );
  for (const trigger of await triggers.all()) {
    if (!(await trigger.isVisible()) || !(await trigger.isEnabled())) continue;
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectWords(page, `${where} with ${name || 'a menu'} open`);
    await page.keyboard.press('Escape');
  }
}

/** Every tab of the page, each chosen and read. */
async function readTabs(page: Page, where: string) {
  const tabs = page.getByRole('main').getByRole('tab');
  for (const tab of await tabs.all()) {
    if (!(await tab.isVisible())) continue;
    const name = await tab.innerText();
    await tab.click();
    await settle(page);
    await expectWords(page, `${where}, tab ${name}`);
  }
}

test.describe('words, not codes', () => {
  for (const state of STATES) {
    test(`should show no code on any page demo.master reaches in ${state.toUpperCase()}`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      trackRequests(page);
      await signIn(page, DEMO.master, { state });
      await settle(page);

      const found: URL[] = [
        ...APP_PAGES.map((path) => new URL(path, origin)),
        ...(await readShellMenus(page, origin)),
      ];
      const isLegacy = (url: URL) => url.pathname.startsWith('/cs/');
      const seen = new Set<string>();
      // The start pages' menus are read; a page reached again with a filter shows its chips.
      const withMenus = new Set(APP_PAGES);
      // The app's pages are opened inside the app (no reload), so they are read first; a legacy
      // page is a document of its own, after which the app must be loaded again.
      let appLoaded = true;
      while (found.length > 0) {
        const index = found.findIndex((url) => !isLegacy(url));
        const url = found.splice(index === -1 ? 0 : index, 1)[0]!;
        const kind = kindOf(url);
        if (seen.has(kind)) continue;
        seen.add(kind);
        const where = `${url.pathname}${url.search}`;

        if (isLegacy(url)) {
          // A legacy page is served whole (it runs no script): loaded is ready.
          await page.goto(url.href, { waitUntil: 'load' });
          appLoaded = false;
          await expectWords(page, where);
          found.push(...(await linksOf(page, origin)));
          continue;
        }
        if (appLoaded) {
          await visit(page, where);
        } else {
          await page.goto(url.href);
          appLoaded = true;
          await settle(page);
        }
        await expectWords(page, where);
        found.push(...(await linksOf(page, origin)));
        // The filter menus list the contracts' labels, whatever the data: read them once, in
        // the state that has the most of them (VIC: gas and electrical, gas confirmation).
        if (state === 'vic' && withMenus.has(url.pathname + url.search)) {
          await readPopovers(page, where);
        }
        await readTabs(page, where);
      }
      // The walk must have reached the legacy pages and a property, not just the start pages.
      expect([...seen].some((kind) => kind.startsWith(`/cs/${state}/`))).toBe(true);
      expect([...seen].some((kind) => kind.startsWith('/property/:id'))).toBe(true);
    });
  }
});

// Screenshots of the pages that showed codes, for a visual check (WORDS_SCREENSHOTS=<folder>).
const SHOTS = process.env.WORDS_SCREENSHOTS;

/** The pages that showed codes or unformatted numbers, and the part of each worth a look. */
const SHOT_PAGES = [
  ['access-issue-tags', '/?action-required-tab=urgent-active-notices', 'Urgent action required'],
  ['finding-tags', '/?action-required-tab=reported-findings', 'Urgent action required'],
  ['overdue-invoices', '/?action-required-tab=overdue-invoices', 'Urgent action required'],
  ['manage-users', '/settings/manage-users', null],
  ['api-integration', '/settings/api-integration', null],
  ['office-profile', '/settings/office-profile', null],
  ['profile', '/settings/profile', null],
  ['legacy-invoices', '/cs/vic/Invoices/index', null],
] as const;

test('should keep a picture of each page that showed codes at desktop and phone width', async ({
  page,
}) => {
  test.skip(!SHOTS, 'screenshots only when WORDS_SCREENSHOTS names a folder');
  await signIn(page, DEMO.master);
  for (const [name, at, region] of SHOT_PAGES) {
    await page.goto(at, { waitUntil: 'networkidle' });
    for (const size of [
      { width: 1280, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(size);
      await settle(page);
      const target = region ? page.getByRole('region', { name: region }) : page;
      await target.screenshot({ path: path.join(SHOTS ?? '', `${name}-${size.width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
