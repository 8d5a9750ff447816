import { screen, within } from '@testing-library/react';
import { propertyDocumentsCalls } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../testing/mock-api';
import { expectComingSoonPage } from '../../../testing/coming-soon';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

vi.mock('../../../lib/browser', () => ({ replaceLocation: vi.fn(), assignLocation: vi.fn() }));

describe('NonManagedPropertyPage', () => {
  it("should say the page is coming, with no compliance-system link, when another provider's property opens", async () => {
    mockSignedInApi();
    renderRoute('/non-managed-property/9001');

    await expectComingSoonPage('Property');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio?managed-by=OTHER',
    );
  });

  it("should keep the sub-page's title when a page segment is given", async () => {
    mockSignedInApi();
    renderRoute('/non-managed-property/9001/tenancy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tenancy' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'This page is coming soon' }),
    ).toBeVisible();
  });

  it("should list another provider's property's documents on its documents page", async () => {
    mockSignedInApi();
    const api = mockApi(
      on(propertyDocumentsCalls.integratedList, {
        items: [],
        total: 0,
        unfilteredTotal: 0,
        facets: { types: [], services: [] },
      }),
    );
    renderRoute('/non-managed-property/9001/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(await screen.findByText('No documents yet')).toBeVisible();
    expect(api.callsTo(propertyDocumentsCalls.integratedList)[0]!.params).toEqual({ id: '9001' });
  });
});
