import { SAVED_VIEW_MESSAGES as M, savedViewCalls, type TSavedView } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { SavedViewsMenu } from './saved-views-menu';

afterEach(() => vi.restoreAllMocks());

const view = (overrides: Partial<TSavedView> = {}): TSavedView => ({
  id: 7,
  list: 'portfolio',
  name: 'Overdue smoke',
  params: 'facet=Overdue&service=smoke',
  shared: false,
  isDefault: false,
  isOwn: true,
  ownerName: 'Alice Nguyen',
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

/** The URL's search, shown so a test reads what the menu wrote there. */
function Search() {
  return <output aria-label="Search">{useLocation().search}</output>;
}

const routes = [
  {
    path: '/portfolio',
    element: (
      <>
        <SavedViewsMenu list="portfolio" />
        <Search />
      </>
    ),
  },
];

const render = (path: string) => renderRoute(path, { routes });
const search = () => screen.getByRole('status', { name: 'Search' }).textContent;
const openMenu = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: /^Saved views of Portfolio/ }));

describe('SavedViewsMenu', () => {
  it('should save the current filters under a name, shared and as the default', async () => {
    const created = view({ shared: true, isDefault: true });
    const api = mockApi(on(savedViewCalls.list, { views: [] }), on(savedViewCalls.create, created));
    const user = userEvent.setup();
    render('/portfolio?service=smoke&facet=Overdue&page=3');

    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'No saved views yet' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Save current filters as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText(M.nameRequired)).toBeInTheDocument();

    api.set(on(savedViewCalls.list, { views: [created] }));
    await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Overdue smoke');
    await user.click(within(dialog).getByRole('checkbox', { name: /Share with my agency/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Open this view/ }));
    await user.keyboard('{Enter}');

    expect(await screen.findByText(M.saved('Overdue smoke'))).toBeInTheDocument();
    // The page is not a filter: only the list's own parameters are saved, in its order.
    expect(api.callsTo(savedViewCalls.create)[0]?.body).toEqual({
      list: 'portfolio',
      name: 'Overdue smoke',
      params: 'facet=Overdue&service=smoke',
      shared: true,
      isDefault: true,
    });
    expect(
      await screen.findByRole('button', { name: /: View: Overdue smoke$/ }),
    ).toBeInTheDocument();
  });

  it('should show a taken name under the field', async () => {
    mockApi(
      on(savedViewCalls.list, { views: [] }),
      on(savedViewCalls.create, fail(409, M.nameTaken('Mine', 'Portfolio'))),
    );
    const user = userEvent.setup();
    render('/portfolio?facet=Overdue');
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Save current filters as…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText(M.nameTaken('Mine', 'Portfolio'))).toBeInTheDocument();
  });

  it('should apply a chosen view to the URL and list shared views by their owner', async () => {
    mockApi(
      on(savedViewCalls.list, {
        views: [
          view(),
          view({ id: 8, name: 'Team view', isOwn: false, shared: true, params: 'query=Main' }),
        ],
      }),
    );
    const user = userEvent.setup();
    render('/portfolio?page=2');
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: /Team view by Alice Nguyen/ }));
    expect(search()).toBe('?query=Main');

    // Another's view can be shared on, never changed.
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Rename…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /^Overdue smoke/ }));
    expect(search()).toBe('?facet=Overdue&service=smoke');
  });

  it('should copy the view’s link, rename it and delete it after asking', async () => {
    const current = view({ shared: true });
    const api = mockApi(
      on(savedViewCalls.list, { views: [current] }),
      on(savedViewCalls.update, { ...current, name: 'Smoke overdue' }),
      on(savedViewCalls.remove, current),
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const user = userEvent.setup();
    render('/portfolio?service=smoke&facet=Overdue');

    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/portfolio?view=7`);
    expect(await screen.findByText(M.linkCopied)).toBeInTheDocument();

    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename ‘Overdue smoke’' });
    const name = within(dialog).getByRole('textbox', { name: /View name/ });
    await user.clear(name);
    await user.type(name, 'Smoke overdue{Enter}');
    expect(await screen.findByText(M.renamed('Smoke overdue'))).toBeInTheDocument();
    expect(api.callsTo(savedViewCalls.update)[0]?.body).toEqual({ name: 'Smoke overdue' });

    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete ‘Overdue smoke’?' });
    expect(within(confirm).getByText(/stop working for everyone/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    expect(await screen.findByText(M.deleted('Overdue smoke'))).toBeInTheDocument();
    expect(api.callsTo(savedViewCalls.remove)).toHaveLength(1);
    // The list keeps its filters.
    expect(search()).toBe('?service=smoke&facet=Overdue');
  });

  it('should set the view as the default and apply a default when the list opens bare', async () => {
    const current = view();
    const api = mockApi(
      on(savedViewCalls.list, { views: [current] }),
      on(savedViewCalls.setDefault, { ...current, isDefault: true }),
    );
    const user = userEvent.setup();
    const first = render('/portfolio?facet=Overdue&service=smoke');
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Set as my default' }));
    expect(await screen.findByText(M.madeDefault('Overdue smoke'))).toBeInTheDocument();
    expect(api.callsTo(savedViewCalls.setDefault)).toHaveLength(1);
    first.unmount();

    api.set(on(savedViewCalls.list, { views: [{ ...current, isDefault: true }] }));
    render('/portfolio');
    expect(
      await screen.findByText(/Your default view ‘Overdue smoke’ is applied/),
    ).toBeInTheDocument();
    expect(search()).toBe('?facet=Overdue&service=smoke');
    await user.click(screen.getByRole('button', { name: 'Show without filters' }));
    expect(search()).toBe('');
    expect(screen.queryByText(/Your default view/)).not.toBeInTheDocument();
  });

  it('should not apply the default when the list opens with filters', async () => {
    mockApi(on(savedViewCalls.list, { views: [view({ isDefault: true })] }));
    render('/portfolio?query=Main');
    await screen.findByRole('button', { name: /^Saved views of Portfolio/ });
    await waitFor(() => expect(search()).toBe('?query=Main'));
    expect(screen.queryByText(/Your default view/)).not.toBeInTheDocument();
  });

  it('should open a view from its link', async () => {
    mockApi(
      on(savedViewCalls.list, { views: [] }),
      on(savedViewCalls.detail, view({ isOwn: false, shared: true, name: 'Team view' })),
    );
    render('/portfolio?view=7');
    expect(await screen.findByText(M.applied('Team view'))).toBeInTheDocument();
    await waitFor(() => expect(search()).toBe('?facet=Overdue&service=smoke'));
  });

  it('should say so when a link names a view that is missing', async () => {
    mockApi(
      on(savedViewCalls.list, { views: [] }),
      on(savedViewCalls.detail, fail(404, M.notFound)),
    );
    render('/portfolio?view=99&facet=Overdue');
    expect(await screen.findByText(M.linkMissing)).toBeInTheDocument();
    await waitFor(() => expect(search()).toBe('?facet=Overdue'));
  });
});
