import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectComingSoonPage } from '../../../testing/coming-soon';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';

vi.mock('../../../lib/browser', () => ({ replaceLocation: vi.fn(), assignLocation: vi.fn() }));

describe('PropertyPage', () => {
  it('should say the page is coming and link to the legacy property view when it opens', async () => {
    mockSignedInApi({ session: buildSession({ complianceSystemUrl: 'https://cs.example/vic/' }) });
    renderRoute('/property/501');

    await expectComingSoonPage('Property', 'https://cs.example/vic/Properties/view/501');
    expect(document.title).toBe('Property | Compliance Portal');
  });

  it("should keep the sub-page's title and trail when a page segment is given", async () => {
    mockSignedInApi();
    renderRoute('/property/501/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    expect(within(trail).getByRole('link', { name: 'Property' })).toHaveAttribute(
      'href',
      '/property/501',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'This page is coming soon' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View in the compliance system' })).toHaveAttribute(
      'href',
      '/cs/vic/Properties/view/501',
    );
  });
});
