import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  authCalls,
  COLOUR_SCHEME_ATTRIBUTE,
  COLOUR_SCHEME_COOKIE,
  isColourScheme,
  metaCalls,
  settingsCalls,
} from '@portal/contracts';
import { sendCompressed } from './compression';
import { sendError } from './errors';
import { SESSION_COOKIE } from './session';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/v1/', '/v2/', '/cs/', '/docs', '/openapi.json', '/healthz'];

/**
 * What a signed-in page reads before anything else (the web's `prefetchSignedIn`): the session,
 * then, with a session the API accepts, the agencies, experiments, agency settings and
 * integrations. Answered in the page itself (`firstAnswers`), they spare a phone two round trips
 * before the first page can draw.
 */
const SESSION_CALL = authCalls.session;
const SIGNED_IN_CALLS = [
  authCalls.agencies,
  authCalls.activeExperiments,
  authCalls.agencySettings,
  settingsCalls.integrations,
];

/**
 * What the sign-in page reads before it draws (the web's `prefetchLandingPage`): whether a
 * session is open, the states' compliance systems and the help links. Public but for the session's
 * answer, which is the request's own (a refusal without a session cookie).
 */
const SIGN_IN_CALLS = [SESSION_CALL, authCalls.systems, metaCalls.portalConfig];

/** The id of the page's JSON element the web reads the answers from (lib/first-answers.ts). */
const FIRST_ANSWERS_ID = 'first-answers';

interface FirstAnswer {
  status: number;
  body: unknown;
}

/** A GET made through the app as the browser would make it: the request's cookie, same routes. */
async function askThroughApp(
  app: FastifyInstance,
  url: string,
  cookie: string | undefined,
): Promise<FirstAnswer> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.statusCode === 204 ? null : res.json() };
}

/** The session's answer is one the web draws signed-in pages for (not awaiting a new sign-in). */
const sessionUsable = (session: FirstAnswer | undefined) =>
  session?.status === 200 &&
  !(session.body as { data?: { requiresRelogin?: boolean } }).data?.requiresRelogin;

/**
 * The answers, by path, of the calls a page asks first, each made through the app as the
 * browser would make it (the request's cookie, the same routes, scope and checks). The sign-in
 * page gets its three always; a signed-in page none without a session cookie, and a session
 * awaiting a new sign-in its own answer only, as the web then asks nothing else.
 */
async function firstAnswers(
  app: FastifyInstance,
  cookie: string | undefined,
  page: 'sign-in' | 'signed-in',
): Promise<Record<string, FirstAnswer> | undefined> {
  const ask = async (url: string): Promise<[string, FirstAnswer]> => [
    url,
    await askThroughApp(app, url, cookie),
  ];
  if (page === 'sign-in') {
    return Object.fromEntries(await Promise.all(SIGN_IN_CALLS.map((call) => ask(call.path))));
  }
  if (!cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
  const session = await ask(SESSION_CALL.path);
  const rest = sessionUsable(session[1])
    ? await Promise.all(SIGNED_IN_CALLS.map((call) => ask(call.path)))
    : [];
  return Object.fromEntries([session, ...rest]);
}

/** The server's drawing of signed-in pages, as the web's build writes it (apps/web/src/entry-server.tsx). */
interface PageRenderer {
  renderPage: (request: {
    url: string;
    colourScheme: 'light' | 'dark';
    width: number;
    fetch: (path: string) => Promise<FirstAnswer>;
  }) => Promise<{ html: string; answers: Record<string, FirstAnswer> } | undefined>;
}

async function loadPageRenderer(
  app: FastifyInstance,
  file: string,
): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    app.log.warn({ err: error }, 'The pages will be drawn by the browser alone');
    return undefined;
  }
}

/**
 * The signed-in page drawn on the server, with every answer its drawing used (the first answers
 * among them), in the visitor's scheme and for the screen width guessed, when the session is one
 * the web would draw a page for. Undefined otherwise, or when the drawing fails: the browser then
 * draws the page itself.
 */
async function drawnPage(
  renderer: PageRenderer | undefined,
  app: FastifyInstance,
  request: FastifyRequest,
  answers: Record<string, FirstAnswer> | undefined,
  look: { colourScheme: 'light' | 'dark'; width: number },
) {
  if (!renderer || !answers || !sessionUsable(answers[SESSION_CALL.path])) return undefined;
  try {
    return await renderer.renderPage({
      url: request.url,
      ...look,
      fetch: async (callPath) =>
        answers[callPath] ?? askThroughApp(app, callPath, request.headers.cookie),
    });
  } catch (error) {
    request.log.warn({ err: error }, 'The page could not be drawn on the server');
    return undefined;
  }
}

/**
 * The screen width a page is drawn for (the web's lib/screen-matches.tsx): the server has no
 * screen to ask, so a phone's (390 CSS pixels) when the browser says it is one, as phones' browsers
 * do in their User-Agent, else a desktop's (1280).
 */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;
const PHONE = /Mobi|Android|iPhone|iPod/;
const drawnWidth = (request: FastifyRequest) =>
  PHONE.test(request.headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;

/** JSON safe inside a `<script>` element: no `<`, so no `</script>` or `<!--` in it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Where the answers go: before the app's root (the page's scripts run once it is parsed). */
const ROOT_ELEMENT = '<div id="root">';

const SIGN_IN_PAGES = /^\/auth(\/|$)/;

/** The one sign-in page that asks anything of the server before it draws. */
const LOGIN_PAGE = /^\/auth\/login\/?$/;

/**
 * The files a landing page's code needs, by path, as the web's build lists them
 * (`.vite/landing-preload.json`, apps/web/vite.config.ts: landingRoutePreload): a sign-in page's
 * own; on a signed-in page the module that asks for its first data, the shell's and the page's.
 */
interface LandingPreload {
  /** The app's entry script, as index.html names it, and the script starting it after a paint. */
  entry: string;
  afterPaint: string;
  signIn: Record<string, string[]>;
  prefetch: Record<string, string[]>;
  shell: string[];
  pages: Record<string, string[]>;
}

const LANDING_PRELOAD_FILE = path.join('.vite', 'landing-preload.json');

/**
 * The page's preload links: the router asks for a page's code only once the entry has run, a
 * second round of requests on a phone's connection. Written in the page, the browser's preload
 * scanner asks for them with the entry, off the main thread (a script adding the same 55 links
 * held the main thread 30 to 65 ms at full CPU speed, four times that on Lighthouse's phone).
 * Asked as Vite's preload helper will ask (the same mode and credentials), so the router's
 * imports take the preloaded files.
 */
function preloadLinks(preload: LandingPreload | undefined, url: string): string {
  if (!preload) return '';
  const files = SIGN_IN_PAGES.test(url)
    ? (preload.signIn[url] ?? [])
    : [...(preload.prefetch[url] ?? []), ...preload.shell, ...(preload.pages[url] ?? [])];
  return [...new Set(files)]
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

/**
 * A page the server drew starts the app once the browser has painted that drawing (the web's
 * src/after-paint.ts): its entry is preloaded rather than run as the page is parsed, which would
 * hold up the first paint until the app's script has arrived and run.
 */
function startAfterPaint(html: string, preload: LandingPreload | undefined): string {
  if (!preload) return html;
  const script = `<script type="module" crossorigin src="/${preload.entry}"></script>`;
  return html.replace(
    script,
    `<link rel="modulepreload" crossorigin href="/${preload.entry}" data-app-entry>` +
      `<script type="module" crossorigin src="/${preload.afterPaint}"></script>`,
  );
}

/** The colour scheme the visitor chose (its cookie), '' for none: only a known name is written. */
function colourSchemeOf(cookies: Record<string, string | undefined>): string {
  const value = cookies[COLOUR_SCHEME_COOKIE];
  return isColourScheme(value) ? value : '';
}

/**
 * Serves the built web app from the same origin: hashed assets cached for a year, index.html
 * (never cached) for every app route, so deep links and reloads work. The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each text file (apps/web/vite.config.ts): the copy the
 * request's Accept-Encoding prefers goes out as is, with Content-Encoding and
 * `Vary: Accept-Encoding`, so nothing is compressed per request.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string; ssrEntry: string }) => {
    const indexFile = path.join(opts.webDist, 'index.html');
    const built = fs.existsSync(indexFile);
    // Read once, as the static files are: restart after a rebuild.
    const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
    const renderer = built ? await loadPageRenderer(app, opts.ssrEntry) : undefined;
    const preloadFile = path.join(opts.webDist, LANDING_PRELOAD_FILE);
    const preload = fs.existsSync(preloadFile)
      ? (JSON.parse(fs.readFileSync(preloadFile, 'utf8')) as LandingPreload)
      : undefined;
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        // Routes for the files built before start; restart after a rebuild.
        wildcard: false,
        index: false,
        preCompressed: true,
        // The request log leaves the app's files out: one line per API call or page is enough.
        logLevel: 'silent',
        setHeaders: (res, filePath) => {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn(`No built web app at ${opts.webDist}: run "npm run build" to serve the portal.`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isServerPath = SERVER_PREFIXES.some(
        (p) => url === p.replace(/\/$/, '') || url.startsWith(p),
      );
      // A missing asset is a 404, never the app page (a stale tab would parse HTML as script).
      const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isServerPath && !isAsset;
      if (wantsPage && built) {
        const page = LOGIN_PAGE.test(url)
          ? 'sign-in'
          : SIGN_IN_PAGES.test(url)
            ? undefined
            : 'signed-in';
        const answers =
          request.method === 'GET' && page
            ? // The page without them when they cannot be had: the web then asks for them.
              await firstAnswers(app, request.headers.cookie, page).catch((error: unknown) => {
                request.log.warn({ err: error }, 'The first answers could not be put in the page');
                return undefined;
              })
            : undefined;
        const scheme = colourSchemeOf(request.cookies);
        const look = {
          colourScheme: scheme === 'dark' ? ('dark' as const) : ('light' as const),
          width: drawnWidth(request),
        };
        // The device's own scheme (auto) is unknown before the page runs: the browser draws it.
        const drawn =
          page === 'signed-in' && scheme !== 'auto'
            ? await drawnPage(renderer, app, request, answers, look)
            : undefined;
        const pageAnswers = drawn?.answers ?? answers;
        // The session's answers: never kept by the browser or a proxy, as the API's are not.
        const element = pageAnswers
          ? `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(pageAnswers)}</script>`
          : '';
        // Mantine's scheme attribute, which its provider sets as the browser's page starts, is
        // on the server's drawing from its first paint, with the width it was drawn for.
        const drawnAttributes = drawn
          ? ` data-mantine-color-scheme="${look.colourScheme}" data-drawn-for-width="${look.width}"`
          : '';
        const html = (drawn ? startAfterPaint(indexHtml, preload) : indexHtml)
          .replace('<html ', `<html ${COLOUR_SCHEME_ATTRIBUTE}="${scheme}"${drawnAttributes} `)
          .replace('</head>', `${preloadLinks(preload, url)}</head>`)
          // A drawn page is inert until the app has adopted it (main.tsx): a tap on a control whose
          // code has not arrived would be lost, so none can be tapped or focused before.
          .replace(
            ROOT_ELEMENT,
            drawn
              ? `${element}${ROOT_ELEMENT.replace('>', ' inert>')}${drawn.html}`
              : `${element}${ROOT_ELEMENT}`,
          );
        reply
          .header('cache-control', answers ? 'no-store' : 'no-cache')
          .type('text/html; charset=utf-8');
        return sendCompressed(request, reply, html);
      }
      return sendError(reply, 404, 'NOT_FOUND', 'Not found');
    });
  },
  { name: 'spa', dependencies: ['errors', 'compression'] },
);
