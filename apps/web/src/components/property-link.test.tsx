import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignedInContext, type SignedInValue } from '../lib/session/signed-in-context';
import { AGENCY_SETTINGS, buildSession } from '../testing/session-fixtures';
import { PropertyLink } from './property-link';
import { renderWidget } from './widget-test-render';

function renderLink(experiments: Record<string, boolean>) {
  const value: SignedInValue = {
    session: buildSession({ complianceSystemUrl: 'https://cs.example/vic/' }),
    agencies: [],
    experiments,
    agencySettings: AGENCY_SETTINGS,
    isIntegrated: false,
    isSessionExpired: false,
    openSwitchPortfolio: () => undefined,
  };
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SignedInContext.Provider value={value}>
          <PropertyLink propertyId={501}>4/27 Station Street</PropertyLink>
        </SignedInContext.Provider>
      ),
    },
  ]);
  renderWidget(<RouterProvider router={router} />);
}

describe('PropertyLink', () => {
  it("should open the portal's property page when PropertyDetailsPage is on", () => {
    renderLink({ PropertyDetailsPage: true });
    expect(screen.getByRole('link', { name: '4/27 Station Street' })).toHaveAttribute(
      'href',
      '/property/501',
    );
  });

  it('should open the property in the compliance system when PropertyDetailsPage is off', () => {
    renderLink({ PropertyDetailsPage: false });
    expect(screen.getByRole('link', { name: '4/27 Station Street' })).toHaveAttribute(
      'href',
      'https://cs.example/vic/Properties/view/501',
    );
  });
});
