import type { TState } from '@portal/contracts';
import { html, page, type Html } from './html';

/** The pages of a built-in compliance system. Every value is escaped by `html`. */

const base = (state: TState) => `/cs/${state.shortName}`;

const returnField = (returnState: string | null) =>
  returnState ? html`<input type="hidden" name="state" value="${returnState}" />` : null;

/** The alert region is always present, so a screen reader hears a message the moment it shows. */
const alert = (message: string | null) =>
  html`<div class="alert" role="alert" id="form-error">${message}</div>`;

export function signInPage(options: {
  state: TState;
  username?: string;
  returnState: string | null;
  error?: string | null;
  portalLoginUrl: string;
}): string {
  const { state, error } = options;
  return page({
    title: 'Sign in',
    stateName: state.name,
    body: html`<h1>Sign in</h1>
      <p class="muted">
        Use your ${state.code} compliance system account to open the compliance portal.
      </p>
      ${alert(error ?? null)}
      <form class="stack" method="post" action="${base(state)}/login" novalidate>
        ${returnField(options.returnState)}
        <div>
          <label for="username">Username</label>
          <input
            id="username"
            name="username"
            type="text"
            autocomplete="username"
            autocapitalize="none"
            spellcheck="false"
            required
            maxlength="200"
            value="${options.username ?? ''}"
            ${
              error ? html` aria-describedby="form-error" aria-invalid="true"` : null
            }${options.username ? null : html` autofocus`}
          />
        </div>
        <div>
          <label for="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            maxlength="1024"
            ${error ? html` aria-describedby="form-error" aria-invalid="true"` : null}${
              options.username ? html` autofocus` : null
            }
          />
        </div>
        <button type="submit" class="full">Sign in</button>
      </form>
      <div class="footer"><a href="${options.portalLoginUrl}">Choose a different state</a></div>`,
  });
}

export function messagePage(options: {
  state: TState | null;
  title: string;
  message: string;
  /** Shown as an alert rather than plain text. */
  isError?: boolean;
  detail?: string;
  link?: { href: string; text: string };
}): string {
  const { title, message, detail, link } = options;
  return page({
    title,
    stateName: options.state?.name ?? null,
    body: html`<h1>${title}</h1>
      ${options.isError ? html`<div class="alert" role="alert">${message}</div>` : html`<p>${message}</p>`}
      ${detail ? html`<p class="muted">${detail}</p>` : null}
      ${link ? html`<p><a class="button" href="${link.href}">${link.text}</a></p>` : null}`,
  });
}

export interface ViewAsPerson {
  userId: number;
  name: string;
  username: string;
  agencyId: number;
  agencyName: string;
}

export function viewAsPage(options: {
  state: TState;
  staffName: string;
  query: string;
  returnState: string | null;
  people: ViewAsPerson[];
  hasMore: boolean;
  impersonating: string | null;
}): string {
  const { state, query, people } = options;
  const summary =
    people.length === 0
      ? query
        ? `No agency users in ${state.code} match “${query}”.`
        : `No agency users found in ${state.code}.`
      : options.hasMore
        ? `Showing the first ${people.length} agency users: search to narrow the list.`
        : `Showing ${people.length} agency user${people.length === 1 ? '' : 's'}.`;
  const rows: Html[] = people.map(
    (person) =>
      html`<li>
        <div class="person">
          <strong>${person.name}</strong>
          <span class="muted">${person.agencyName} · ${person.username}</span>
        </div>
        <form method="post" action="${base(state)}/impersonate">
          <input type="hidden" name="userId" value="${person.userId}" />
          <input type="hidden" name="agencyId" value="${person.agencyId}" />
          ${returnField(options.returnState)}
          <button
            type="submit"
            class="secondary"
            aria-label="View the portal as ${person.name}, ${person.agencyName}"
          >
            View as
          </button>
        </form>
      </li>`,
  );
  return page({
    title: 'View the portal as',
    stateName: state.name,
    width: 'wide',
    body: html`<h1>View the portal as</h1>
      <p class="muted">
        Signed in as ${options.staffName}. Choose an agency user to see the portal as they do;
        changes you make are made to their agency's data.
      </p>
      ${
        options.impersonating
          ? html`<p>
              You are currently viewing the portal as ${options.impersonating}.
              <a href="${base(state)}/App/switchBackToOriginalUser">Switch back</a>
            </p>`
          : null
      }
      <form class="search" method="get" action="${base(state)}/view-as" role="search">
        ${returnField(options.returnState)}
        <div>
          <label for="q">Search agency users</label>
          <input
            id="q"
            name="q"
            type="search"
            value="${query}"
            placeholder="Name, username or agency"
            maxlength="100"
          />
        </div>
        <button type="submit">Search</button>
      </form>
      <p class="muted" role="status">${summary}</p>
      ${
        rows.length
          ? html`<ul class="people">
              ${rows}
            </ul>`
          : null
      }
      <div class="footer"><a href="${base(state)}/logout">Sign out</a></div>`,
  });
}

export interface ConfirmOptions {
  title: string;
  message: string;
  button: string;
}

/** A GET from elsewhere asks before it changes anything: one button posting to `action`. */
export function confirmPage(
  options: ConfirmOptions & { state: TState; action: string; portalUrl: string },
): string {
  const { state, title, message, button } = options;
  return page({
    title,
    stateName: state.name,
    body: html`<h1>${title}</h1>
      <p>${message}</p>
      <form class="stack" method="post" action="${options.action}">
        <button type="submit">${button}</button>
      </form>
      <div class="footer"><a href="${options.portalUrl}">Back to the portal</a></div>`,
  });
}
