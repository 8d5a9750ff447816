import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { buildSession, DEMO_AGENCIES, mockSignedInApi } from '../../../testing/session-fixtures';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../testing/viewport';

afterEach(() => {
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
  vi.clearAllMocks();
});

const QLD_MASTER = buildSession({
  complianceSystemUrl: '/cs/qld',
  complianceAgencyState: 'QLD',
  complianceAgencyName: 'Riverside Property Partners',
});

/** The header's navigation bar (the desktop one; the phone menu has its own). */
async function headerNav() {
  const banner = await screen.findByRole('banner');
  return within(banner).getByRole('navigation', { name: 'Main', hidden: true });
}

const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('ShellHeader', () => {
  it('should show every item in the bar with legacy links on the agency system when in QLD', async () => {
    mockSignedInApi({ session: QLD_MASTER });
    renderRoute('/');
    const nav = await headerNav();

    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(names(links)).toEqual([
      'Home',
      'Portfolio',
      'Bookings',
      'Invoices',
      'Lease Checks',
      'Service Reports & Quotes',
    ]);
    expect(within(nav).getByRole('link', { name: 'Bookings', hidden: true })).toHaveAttribute(
      'href',
      '/cs/qld/Bookings/view',
    );
    expect(within(nav).getByRole('link', { name: 'Lease Checks', hidden: true })).toHaveAttribute(
      'href',
      '/cs/qld/BetweenTenancyBatches/manageTenancyChange',
    );
    expect(
      names(within(nav).getAllByRole('button', { hidden: true })).map((name) => name?.trim()),
    ).toEqual(['Action Required', 'Keys', 'More']);
  });

  it('should list the Action Required links when the menu is opened', async () => {
    mockSignedInApi({ experiments: { ProblemRegister: true } });
    renderRoute('/');
    const nav = await headerNav();

    await userEvent.click(within(nav).getByRole('button', { name: 'Action Required' }));

    const menu = await screen.findByRole('menu');
    expect(names(within(menu).getAllByRole('menuitem'))).toEqual([
      'Required Updates',
      'Quotes',
      'Access Issues',
      'Reported Findings',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Quotes' })).toHaveAttribute(
      'href',
      '/cs/vic/Quotations/index',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Required Updates' })).toHaveAttribute(
      'href',
      '/action-required/update',
    );
  });

  it('should offer the collapsible items under More when the screen is medium wide', async () => {
    mockSignedInApi({ session: QLD_MASTER });
    renderRoute('/');
    const nav = await headerNav();

    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));

    const menu = await screen.findByRole('menu');
    expect(names(within(menu).getAllByRole('menuitem'))).toEqual([
      'Bookings',
      'Invoices',
      'Key management',
      'Key collection history',
      'Lease Checks',
      'Service Reports & Quotes',
    ]);
    expect(within(menu).getByText('Keys')).toBeInTheDocument();
  });

  it('should mark the current page and its group when a page inside a group is open', async () => {
    mockSignedInApi();
    renderRoute('/action-required/access-issues');
    const nav = await headerNav();

    expect(within(nav).getByRole('button', { name: 'Action Required' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Action Required' }));
    expect(await screen.findByRole('menuitem', { name: 'Access Issues' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('should open and close a dropdown with the keyboard alone', async () => {
    mockSignedInApi();
    renderRoute('/portfolio');
    const nav = await headerNav();
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const trigger = within(nav).getByRole('button', { name: 'Action Required' });

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('MobileMenu', () => {
  it('should greet the user and list every item, Switch Portfolio and Sign out when opened', async () => {
    setViewportWidth(375);
    mockSignedInApi({ experiments: { ProblemRegister: true } });
    renderRoute('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Hi Alex Morgan' });
    expect(within(drawer).getByText('Yarra Bend Property Management')).toBeVisible();
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(names(within(nav).getAllByRole('link'))).toEqual([
      'Home',
      'Portfolio',
      'Bookings',
      'Invoices',
      'Service Reports & Quotes',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Switch Portfolio' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it("should show a group's links when the group is expanded", async () => {
    setViewportWidth(375);
    mockSignedInApi();
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hi Alex Morgan' });
    const keys = within(drawer).getByRole('button', { name: 'Keys' });
    expect(keys).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(keys);

    expect(keys).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Key management' })).toHaveAttribute(
      'href',
      '/cs/vic/Keys/keyManagement',
    );
  });

  it('should leave out Switch Portfolio when the user has one agency', async () => {
    setViewportWidth(375);
    mockSignedInApi({ agencies: DEMO_AGENCIES.slice(0, 1) });
    renderRoute('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Hi Alex Morgan' });
    expect(within(drawer).queryByRole('button', { name: 'Switch Portfolio' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('should close and go to the page when an item is chosen', async () => {
    setViewportWidth(375);
    mockSignedInApi();
    const { router } = renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hi Alex Morgan' });

    await userEvent.click(within(drawer).getByRole('link', { name: 'Portfolio' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hi Alex Morgan' })).not.toBeInTheDocument(),
    );
  });
});
