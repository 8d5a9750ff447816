import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignedInContext, type SignedInValue } from '../lib/session/signed-in-context';
import { AGENCY_SETTINGS, buildSession } from '../testing/session-fixtures';
import type { ReactNode } from 'react';
import { PropertyAddress, PropertyLink } from './property-link';
import { renderWidget } from './widget-test-render';

function renderLink(
  experiments: Record<string, boolean>,
  link: ReactNode = <PropertyLink propertyId={501}>4/27 Station Street</PropertyLink>,
) {
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
      element: <SignedInContext.Provider value={value}>{link}</SignedInContext.Provider>,
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

describe('PropertyAddress', () => {
  const address = { addressLine1: '4/27 Station Street', addressLine2: 'Richmond VIC 3121' };

  it('should open the property from the first line and show the second below when it has an id', () => {
    renderLink(
      { PropertyDetailsPage: true },
      <PropertyAddress property={address} propertyId={501} />,
    );
    expect(screen.getByRole('link', { name: '4/27 Station Street' })).toHaveAttribute(
      'href',
      '/property/501',
    );
    expect(screen.getByText('Richmond VIC 3121')).toBeVisible();
  });

  it('should open the given page when there is no id, and be plain text with neither', () => {
    renderLink(
      { PropertyDetailsPage: true },
      <>
        <PropertyAddress property={address} to="/non-managed-property/9" stretched />
        <PropertyAddress property={{ ...address, addressLine1: '1 Elm Road' }} />
      </>,
    );
    expect(screen.getByRole('link', { name: '4/27 Station Street' })).toHaveAttribute(
      'href',
      '/non-managed-property/9',
    );
    expect(screen.getByText('1 Elm Road')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
