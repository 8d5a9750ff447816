import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { propertyBookingCalls, propertyCalls, propertyDocumentsCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { buildSession, mockSignedInApi } from '../../../testing/session-fixtures';
import { buildProperty, mockPropertyApi } from '../testing/property-fixtures';

const mockProperty = mockPropertyApi;

describe('PropertyPage', () => {
  it('should show the address, services with their tags, manager, keys and contacts when it opens', async () => {
    mockProperty();
    renderRoute('/property/501');

    expect(
      await screen.findByRole('heading', { level: 1, name: '4/27 Station Street' }),
    ).toBeVisible();
    expect(document.title).toBe('4/27 Station Street | Compliance Portal');
    const services = screen.getByRole('region', { name: 'Services' });
    const names = within(services)
      .getAllByText(/^(Smoke Alarms|Electrical)$/)
      .map((node) => node.textContent);
    expect(names).toEqual(['Smoke Alarms', 'Electrical']);
    expect(within(services).getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(screen.getByText('Jordan Lee')).toBeVisible();
    expect(screen.getByText('K-42')).toBeVisible();
    expect(await screen.findByText('1 Swan Street, Richmond VIC 3121')).toBeVisible();
    expect(await screen.findByText('Casey Brown')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Contacts' })).getByRole('link', {
        name: '0412 345 678',
      }),
    ).toBeVisible();
    expect(await screen.findByText('Photoelectric alarm')).toBeVisible();
    expect(await screen.findByText('No invoices found')).toBeVisible();
  });

  it('should show the cancelled banner and tag, and hide hold and cancel, when the property is cancelled', async () => {
    mockProperty(
      buildProperty({
        tags: ['Cancelled'],
        actions: {
          ...buildProperty().actions,
          canHold: false,
          canCancel: false,
          canAddTenancy: false,
        },
      }),
    );
    renderRoute('/property/501');

    expect(
      await screen.findByText(
        'This property has been cancelled. Please contact the provider for further assistance.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Property tags' })).getByText('Cancelled'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Property actions' }));
    expect(await screen.findByRole('menuitem', { name: 'View property' })).toHaveAttribute(
      'href',
      'https://cs.example/vic/Properties/view/501',
    );
    expect(screen.queryByRole('menuitem', { name: 'Put service on hold' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Cancel property' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Add tenancy' })).toBeNull();
  });

  it('should tell the user to change an integrated property in their software', async () => {
    mockProperty(buildProperty({ tags: ['Integrated'] }));
    renderRoute('/property/501');

    expect(await screen.findByText(/come from your property management software/)).toBeVisible();
    expect(screen.getByText(/up to 24 hours/)).toBeVisible();
  });

  it("should say 'Property not found' when the property call answers 404", async () => {
    mockProperty(fail(404, 'Property not found'));
    renderRoute('/property/999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property not found' }),
    ).toBeVisible();
  });

  it('should say the user has no access when the property call answers 403', async () => {
    mockProperty(fail(403, 'You do not have access to this property'));
    renderRoute('/property/999');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You do not have access to this property',
      }),
    ).toBeVisible();
  });

  it('should open the tenancy page with the add dialog when Add tenancy is chosen', async () => {
    mockProperty();
    const { router } = renderRoute('/property/501');

    await userEvent.click(await screen.findByRole('button', { name: 'Property actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add tenancy' }));
    expect(router.state.location.pathname).toBe('/property/501/tenancy');
    expect(router.state.location.search).toBe('?dialog=add');
    expect(screen.getByRole('link', { name: 'Tenancy' })).toBeVisible();
  });

  it('should link Request service to the compliance system when the menu is opened', async () => {
    mockProperty();
    renderRoute('/property/501');

    await userEvent.click(await screen.findByRole('button', { name: 'Property actions' }));
    expect(screen.getByRole('menuitem', { name: 'Request service' })).toHaveAttribute(
      'href',
      'https://cs.example/vic/JobOrders/add?property_id=501',
    );
    expect(screen.queryByRole('menuitem', { name: 'Send email to tenant' })).toBeNull();
  });

  it('should open the booking dialog when Book is chosen', async () => {
    mockProperty();
    mockApi(on(propertyBookingCalls.bookableServices, []));
    renderRoute('/property/501');

    await userEvent.click(await screen.findByRole('button', { name: 'Property actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book on behalf of tenant' });
    expect(
      await within(dialog).findByText(
        'There is no service available. Please try again later or contact us',
      ),
    ).toBeVisible();
  });

  it("should open the one-off entry notification dialog when 'Request one-off EN' is chosen", async () => {
    mockProperty();
    renderRoute('/property/501');

    await userEvent.click(await screen.findByRole('button', { name: 'Property actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Request one-off EN' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request one-off entry notification',
    });
    expect(within(dialog).getByRole('checkbox', { name: 'Smoke Alarms' })).toBeVisible();
  });

  it("should show the property's documents on the Documents tab", async () => {
    mockProperty();
    mockApi(
      on(propertyDocumentsCalls.list, {
        items: [],
        total: 0,
        unfilteredTotal: 0,
        facets: { types: [], services: [] },
      }),
    );
    renderRoute('/property/501/documents');

    expect(await screen.findByText('No documents yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload documents' })).toBeVisible();
    expect(document.title).toBe('Documents · 4/27 Station Street | Compliance Portal');
  });

  it('should link to the compliance system when the property details page is off', async () => {
    mockSignedInApi({
      session: buildSession({ complianceSystemUrl: 'https://cs.example/vic/' }),
      experiments: { PropertyDetailsPage: false },
    });
    const api = mockApi();
    renderRoute('/property/501');

    expect(
      await screen.findByRole('link', { name: 'View in the compliance system' }),
    ).toHaveAttribute('href', 'https://cs.example/vic/Properties/view/501');
    expect(api.callsTo(propertyCalls.detail)).toHaveLength(0);
  });
});
