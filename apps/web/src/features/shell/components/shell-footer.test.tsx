import { metaCalls } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdOffScreen, scrollAllIntoView } from '../../../testing/intersection';
import { fail, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

afterEach(() => {
  vi.clearAllMocks();
});

describe('ShellFooter', () => {
  it('should show help, policies, social links and licences when the configuration loads', async () => {
    mockSignedInApi();
    renderRoute('/error');
    const footer = await screen.findByRole('contentinfo');

    expect(await within(footer).findByRole('link', { name: '1300 134 563' })).toHaveAttribute(
      'href',
      'tel:1300134563',
    );
    expect(within(footer).getByText(/Help phone/)).toBeInTheDocument();
    expect(within(footer).getByText(/Help email/)).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'help@portal.example.com.au' }),
    ).toHaveAttribute('href', 'mailto:help@portal.example.com.au');
    expect(within(footer).getByRole('link', { name: /Help centre/ })).toHaveAttribute(
      'href',
      'https://portal.example.com.au/help',
    );
    expect(within(footer).getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' }),
    ).toBeVisible();
    for (const licence of [
      'NSW 123456C',
      'VIC REC-34567',
      'QLD 78901',
      'SA PGE 245612',
      'WA EC 012345',
    ]) {
      expect(within(footer).getByText(licence)).toBeInTheDocument();
    }
  });

  it('should keep the static line and show no error when the configuration cannot be read', async () => {
    const api = mockSignedInApi();
    api.set(on(metaCalls.portalConfig, fail(500)));
    // A page that calls nothing else, so every call it makes is the footer's.
    renderRoute('/error');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByText(/© \d{4} Compliance Portal/)).toBeVisible();
    await waitFor(() => expect(api.callsTo(metaCalls.portalConfig)).toHaveLength(1));
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should show the configured parts only once the footer scrolls into view', async () => {
    holdOffScreen();
    const api = mockSignedInApi();
    renderRoute('/error');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(api.callsTo(metaCalls.portalConfig)).toHaveLength(1));
    expect(within(footer).queryByText(/Help phone/)).not.toBeInTheDocument();

    act(() => scrollAllIntoView());
    expect(await within(footer).findByText(/Help phone/)).toBeInTheDocument();
  });
});
