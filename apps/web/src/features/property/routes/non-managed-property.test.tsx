import {
  nonManagedPropertyCalls,
  propertyDocumentsCalls,
  type TIntegratedProperty,
  type TNonResidentialChange,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockSignedInApi } from '../../../testing/session-fixtures';

function buildNonManaged(overrides: Partial<TIntegratedProperty> = {}): TIntegratedProperty {
  return {
    agencyPortfolioPropertyId: 9001,
    addressLine1: '12 Wattle Grove',
    addressLine2: 'Hawthorn VIC 3122',
    isResidentialProperty: true,
    nonResidentialPropertyType: null,
    propertyManager: { id: 3, name: 'Jordan Lee' },
    providerName: 'Smoke Alarms Direct',
    complianceStatus: 'COMPLIANT',
    lastServiceDate: '2026-02-10',
    nextDueDate: '2027-02-10',
    services: [
      {
        shortName: 'smoke',
        status: 'COMPLIANT',
        providerName: 'Smoke Alarms Direct',
        lastServiceDate: '2026-02-10',
        nextDueDate: '2027-02-10',
      },
      {
        shortName: 'electrical',
        status: 'OVERDUE',
        providerName: null,
        lastServiceDate: null,
        nextDueDate: '2026-01-01',
      },
    ],
    softwareName: 'PropertyMe',
    ...overrides,
  };
}

function mockNonManaged(answer: TIntegratedProperty | ReturnType<typeof fail> = buildNonManaged()) {
  mockSignedInApi();
  return mockApi(on(nonManagedPropertyCalls.detail, answer));
}

describe('NonManagedPropertyPage', () => {
  it("should show the address, residential status, compliance, manager and services when another provider's property opens", async () => {
    mockNonManaged();
    renderRoute('/non-managed-property/9001');

    expect(await screen.findByRole('heading', { level: 1, name: '12 Wattle Grove' })).toBeVisible();
    expect(document.title).toBe('12 Wattle Grove | Compliance Portal');
    expect(screen.getByText('Hawthorn VIC 3122')).toBeVisible();
    expect(screen.getByText(/serviced by another provider/)).toBeVisible();
    const status = screen.getByRole('region', { name: 'Residential status' });
    expect(within(status).getByText('Residential rental property')).toBeVisible();
    const compliance = screen.getByRole('region', { name: 'Compliance' });
    expect(within(compliance).getByText('Compliant')).toBeVisible();
    expect(within(compliance).getByText('10/02/2026')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Property manager' })).getByText('Jordan Lee'),
    ).toBeVisible();
    expect(screen.getByText('PropertyMe')).toBeVisible();
    const services = within(screen.getByRole('list', { name: 'Services' })).getAllByRole(
      'listitem',
    );
    expect(services.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Smoke Alarms',
      'Electrical',
    ]);
    expect(within(services[1]!).getByText('Overdue')).toBeVisible();
    expect(within(services[1]!).getByText('No supplier')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Other service providers' })).toHaveAttribute(
      'href',
      '/portfolio?managed-by=OTHER',
    );
  });

  it('should say so when the property has no services, no manager and no supplier', async () => {
    mockNonManaged(
      buildNonManaged({
        services: [],
        propertyManager: null,
        providerName: null,
        complianceStatus: 'MISSING_SUPPLIER',
      }),
    );
    renderRoute('/non-managed-property/9001');

    expect(await screen.findByText('No services are recorded for this property')).toBeVisible();
    expect(screen.getByText('No property manager')).toBeVisible();
    expect(screen.getByText('Missing supplier')).toBeVisible();
  });

  it('should show a skeleton while the property loads', async () => {
    mockSignedInApi();
    let answer: (property: TIntegratedProperty) => void = () => undefined;
    mockApi(
      on(
        nonManagedPropertyCalls.detail,
        () => new Promise<TIntegratedProperty>((resolve) => (answer = resolve)),
      ),
    );
    renderRoute('/non-managed-property/9001');

    expect(await screen.findByRole('status', { name: 'Loading the property' })).toBeVisible();
    answer(buildNonManaged());
    expect(await screen.findByRole('heading', { level: 1, name: '12 Wattle Grove' })).toBeVisible();
  });

  it("should say 'Integrated property not found' when the id is missing or another agency's", async () => {
    const api = mockNonManaged(fail(404, 'Integrated property not found'));
    renderRoute('/non-managed-property/9001');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Integrated property not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to other service providers' })).toHaveAttribute(
      'href',
      '/portfolio?managed-by=OTHER',
    );
    // A missing property stays missing: asked once, not retried.
    expect(api.callsTo(nonManagedPropertyCalls.detail)).toHaveLength(1);
  });

  it('should say not found without asking when the id cannot be one', async () => {
    const api = mockNonManaged();
    renderRoute('/non-managed-property/abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Integrated property not found' }),
    ).toBeVisible();
    expect(api.callsTo(nonManagedPropertyCalls.detail)).toHaveLength(0);
  });

  it('should offer a retry when the property could not be loaded', async () => {
    const api = mockNonManaged(fail(503, 'The service is unavailable'));
    renderRoute('/non-managed-property/9001');

    expect(
      await screen.findByText('The property could not be loaded', undefined, { timeout: 5000 }),
    ).toBeVisible();
    api.set(on(nonManagedPropertyCalls.detail, buildNonManaged()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '12 Wattle Grove' })).toBeVisible();
  });

  it("should list another provider's property's documents on its documents tab", async () => {
    const api = mockNonManaged();
    api.set(
      on(propertyDocumentsCalls.integratedList, {
        items: [],
        total: 0,
        unfilteredTotal: 0,
        facets: { types: [], services: [] },
      }),
    );
    renderRoute('/non-managed-property/9001/documents');

    expect(await screen.findByText('No documents yet')).toBeVisible();
    expect(api.callsTo(propertyDocumentsCalls.integratedList)[0]!.params).toEqual({ id: '9001' });
    const tabs = screen.getByRole('navigation', { name: 'Property pages' });
    expect(within(tabs).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/non-managed-property/9001',
    );
    expect(document.title).toBe('Documents · 12 Wattle Grove | Compliance Portal');
  });

  describe('the Change residential rental property status dialog', () => {
    async function openDialog() {
      await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
      return screen.findByRole('dialog', { name: 'Change residential rental property status' });
    }

    it("should say 'Property type is required' and send nothing when no type is chosen", async () => {
      const api = mockNonManaged();
      renderRoute('/non-managed-property/9001');
      const dialog = await openDialog();

      await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await within(dialog).findByText('Property type is required')).toBeVisible();
      expect(api.callsTo(nonManagedPropertyCalls.changeResidentialStatus)).toHaveLength(0);
    });

    it('should save the type, say so and show the new status at once when a type is chosen', async () => {
      const api = mockNonManaged();
      api.set(
        on(nonManagedPropertyCalls.changeResidentialStatus, ({ body }) => {
          const change = body as TNonResidentialChange;
          return buildNonManaged({
            ...change,
            complianceStatus: 'NON_RESIDENTIAL_PROPERTY',
          });
        }),
      );
      renderRoute('/non-managed-property/9001');
      const dialog = await openDialog();

      await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
      const types = within(dialog).getByRole('radiogroup', { name: 'Property type' });
      expect(
        within(types)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['COMMERCIAL', 'INDUSTRIAL', 'OTHER']);
      await userEvent.click(within(types).getByRole('radio', { name: 'Strata' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Residential rental property status updated')).toBeVisible();
      expect(api.callsTo(nonManagedPropertyCalls.changeResidentialStatus)[0]?.body).toEqual({
        isResidentialProperty: false,
        nonResidentialPropertyType: 'INDUSTRIAL',
      });
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Change residential rental property status' }),
        ).toBeNull(),
      );
      const status = screen.getByRole('region', { name: 'Residential status' });
      expect(within(status).getByText('Non-residential property (Strata)')).toBeVisible();
      expect(
        within(screen.getByRole('region', { name: 'Compliance' })).getByText(
          'Non-residential property',
        ),
      ).toBeVisible();
    });

    it("should show the server's reason beside the type and stay open when it refuses", async () => {
      const api = mockNonManaged(
        buildNonManaged({ isResidentialProperty: false, nonResidentialPropertyType: 'OTHER' }),
      );
      api.set(
        on(
          nonManagedPropertyCalls.changeResidentialStatus,
          fail(400, 'Property type is required', {
            'body.nonResidentialPropertyType': 'Property type is required',
          }),
        ),
      );
      renderRoute('/non-managed-property/9001');
      const dialog = await openDialog();
      expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(
        await screen.findByText('Failed to update the residential rental property status'),
      ).toBeVisible();
      expect(within(dialog).getByText('Property type is required')).toBeVisible();
      expect(dialog).toBeVisible();
    });

    it('should keep the stored status when cancelled', async () => {
      const api = mockNonManaged();
      renderRoute('/non-managed-property/9001');
      const dialog = await openDialog();

      await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      const again = await openDialog();

      expect(within(again).getByRole('radio', { name: 'Yes' })).toBeChecked();
      expect(api.callsTo(nonManagedPropertyCalls.changeResidentialStatus)).toHaveLength(0);
    });
  });
});
