import { authCalls, AUTH_PARAMS, type TLoginRequest } from '@portal/contracts';
import { expect, test, type Page } from '@playwright/test';
import { patience } from './time';

const DEMO_PASSWORD = 'demo';

export const DEMO = {
  master: { username: 'demo.master', name: 'Alex Morgan' },
  manager: { username: 'demo.manager', name: 'Jordan Lee' },
  staff: { username: 'demo.staff', name: 'Sam Taylor' },
} as const;

export const AGENCIES = {
  vic: 'Yarra Bend Property Management',
  nsw: 'Harbour City Realty',
  qld: 'Riverside Property Partners',
} as const;

/** Chooses the state's tile on /auth/login and fills in its compliance system's sign-in form. */
export async function signInThroughSystem(
  page: Page,
  username: string,
  { stateName = 'Victoria', startAt = '/auth/login' } = {},
): Promise<void> {
  await page.goto(startAt);
  await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(stateName) }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the signed-in header's greeting (the dashboard greets the user too). */
async function expectSignedIn(page: Page, user: { name: string }) {
  // The whole round trip through the compliance system can outlast 5 s on a busy machine.
  await expect(page.getByRole('banner').getByText(`Hi ${user.name}`)).toBeVisible({
    timeout: patience(15_000),
  });
  await expectAdopted(page);
}

/**
 * Waits until the app has adopted a page the server drew (its root is inert until then: the
 * controls have no handlers yet); at once on a page the browser drew itself.
 */
async function expectAdopted(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: patience(15_000) });
}

/** Signs an agency user in through the VIC tile, as a person does, and waits for the header. */
export async function signInThroughUi(page: Page, user: { username: string; name: string }) {
  await signInThroughSystem(page, user.username);
  await expectSignedIn(page, user);
}

/**
 * Signs an agency user in to a state's system (VIC unless told) and opens `at` (the dashboard by
 * default). The journey through the tile and the compliance system's form is
 * `signInThroughUi`'s (the sign-in journeys use it); every other journey starts signed in: the
 * requests below are the ones that journey makes (the system's form, then the callback's login
 * call), sent without rendering the pages in between, so each test still gets a session of its
 * own.
 */
export async function signIn(
  page: Page,
  user: { username: string; name: string },
  { at = '/', state = 'vic' }: { at?: string; state?: 'vic' | 'nsw' | 'qld' } = {},
) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const form = await page.request.post(`/cs/${state}/login`, {
    form: { username: user.username, password: DEMO_PASSWORD },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(form.status(), await form.text()).toBe(303);
  const callback = new URL(form.headers()['location'] ?? '', origin).searchParams;
  const body: TLoginRequest = {
    authToken: callback.get(AUTH_PARAMS.token) ?? '',
    complianceSystemSessionId: callback.get(AUTH_PARAMS.complianceSessionId) ?? '',
    isImpersonating: false,
    originalComplianceUserId: null,
  };
  const login = await page.request.post(authCalls.login.path, { data: body, headers: { origin } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(at);
  await expectSignedIn(page, user);
}

/**
 * A signed-in page with little to load: where a journey signs in when it goes on elsewhere (a
 * property found by requests, a menu of the header), instead of drawing the whole dashboard first.
 */
export const LIGHT_PAGE = '/settings/profile';

/** Opens the header's user menu. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * Signs in at the compliance system and returns the /auth/callback URL it sent the browser to,
 * with its token unused: the portal's login call is cut off before it reaches the server. (A
 * route on /auth/callback itself would not do: Playwright does not route redirected requests.)
 */
export async function holdCallbackUrl(page: Page, username: string): Promise<string> {
  let held: string | undefined;
  const isLoginCall = (url: URL) => url.pathname === '/v1/auth/login';
  await page.route(isLoginCall, async (route) => {
    held = page.url();
    await route.abort();
  });
  await signInThroughSystem(page, username);
  await expect.poll(() => held).toContain('/auth/callback?');
  await page.unroute(isLoginCall);
  return held ?? '';
}

/** The search params of the page's URL. */
export const searchOf = (page: Page) => new URL(page.url()).searchParams;
