import {
  BOOKING_MESSAGES,
  propertyBookingCalls,
  propertyCalls,
  type TAvailabilityDay,
  type TBookingResult,
  type TPropertyContact,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../components/widget-test-render';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { waitForAppOverlays } from '../../../testing/overlays';
import { BookingDialog } from './booking-dialog';

const days: TAvailabilityDay[] = [
  {
    date: '2026-06-16',
    bookingTimes: [
      { timeFrom: '08:00', timeTo: '10:00', oasMetadataId: 'oas-1', technicianId: 7 },
      { timeFrom: '10:00', timeTo: '12:00', oasMetadataId: 'oas-2', technicianId: 7 },
    ],
  },
];
const occupant = (id: number, name: string, email: string | null, mobile: string | null) =>
  ({
    id,
    role: 'OCCUPANT',
    name,
    email,
    salutation: null,
    contactNumbers: mobile ? [{ contactNumberId: id, number: mobile, type: 'MOBILE' }] : [],
    address: null,
  }) satisfies TPropertyContact;
const result: TBookingResult = {
  success: true,
  error: null,
  bookingId: 3,
  services: ['smoke'],
  date: '2026-06-16',
  startTime: '08:00',
  endTime: '10:00',
};

function openDialog(contacts: TPropertyContact[]) {
  const api = mockApi(
    on(propertyBookingCalls.bookableServices, [
      { name: 'Smoke Alarms', services: ['smoke'], bookingTypes: 'smoke' },
    ]),
    on(propertyBookingCalls.availability, days),
    on(propertyBookingCalls.hold, {
      oasMetadataId: 'oas-1',
      heldUntil: '2026-06-15T00:05:00Z',
      holdSeconds: 300,
    }),
    on(propertyCalls.contacts, contacts),
    on(propertyBookingCalls.book, result),
  );
  const onClose = vi.fn();
  renderWidget(<BookingDialog propertyId={501} opened onClose={onClose} />);
  return { api, onClose };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function chooseTime() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Smoke Alarms' }));
  await userEvent.click(await screen.findByRole('radio', { name: '8:00 am - 10:00 am' }));
  expect(await screen.findByRole('timer')).toHaveTextContent('05:00');
}

describe('BookingDialog', () => {
  it('should book the chosen time for the chosen contacts after confirming, say so and close', async () => {
    await waitForAppOverlays();
    const { api, onClose } = openDialog([
      occupant(1, 'Sam Tenant', 'sam@example.com', '0412345678'),
      occupant(2, 'Kim Nomobile', 'kim@example.com', null),
    ]);
    expect(await screen.findByText('Step 1 of 3: Booking time')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Smoke Alarms' });
    await next();
    expect(await screen.findByText(BOOKING_MESSAGES.selectService)).toBeVisible();
    await chooseTime();
    await next();

    expect(await screen.findByText('Step 2 of 3: Contacts')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('checkbox');
    expect(first).toHaveAccessibleName('Sam Tenant');
    expect(second).toHaveAccessibleName('Kim Nomobile');
    await next();
    expect(
      await screen.findByText(
        'Please remove the contact without a mobile number or nominate a new contact',
      ),
    ).toBeVisible();
    await userEvent.click(second!);
    await next();

    expect(await screen.findByText('Step 3 of 3: Confirmation')).toBeInTheDocument();
    expect(screen.getByText('16th June 2026')).toBeVisible();
    expect(screen.getByText('Sam Tenant (primary)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 3: Contacts')).toBeInTheDocument();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));

    expect(await screen.findByText(BOOKING_MESSAGES.submitted)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo(propertyBookingCalls.availability)[0]!.query.get('service')).toBe('smoke');
    expect(api.callsTo(propertyBookingCalls.hold)[0]!.body).toEqual({ oasMetadataId: 'oas-1' });
    expect(api.callsTo(propertyBookingCalls.book)[0]!.body).toMatchObject({
      propertyId: 501,
      bookingTypes: 'smoke',
      contacts: [{ name: 'Sam Tenant', isPrimaryContact: true }],
      oasResult: { oasMetadataId: 'oas-1', date: '2026-06-16', startTime: '08:00' },
    });
  });

  it("should say 'No contact found' and check the nominated contact's fields with their messages", async () => {
    const { api } = openDialog([]);
    await chooseTime();
    await next();
    expect(await screen.findByText(BOOKING_MESSAGES.noContact)).toBeVisible();
    await next();
    expect(await screen.findByText('Please select at least one recipient')).toBeVisible();

    await userEvent.click(screen.getByRole('switch', { name: /Nominate a new contact/ }));
    await next();
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Mobile is required')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pat Nominee');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile' }), '04 12');
    await next();
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid mobile number')).toBeVisible();
    expect(screen.getByText('Step 2 of 3: Contacts')).toBeInTheDocument();
    expect(api.callsTo(propertyBookingCalls.book)).toHaveLength(0);
  });

  it('should stay on the confirmation with the error and its detail when the booking is refused', async () => {
    const { api, onClose } = openDialog([
      occupant(1, 'Sam Tenant', 'sam@example.com', '0412345678'),
    ]);
    api.set(on(propertyBookingCalls.book, fail(409, BOOKING_MESSAGES.timeTaken)));
    await chooseTime();
    await next();
    await screen.findByText('Step 2 of 3: Contacts');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const alert = await screen.findByText(BOOKING_MESSAGES.failed);
    expect(alert).toBeVisible();
    expect(within(screen.getByRole('dialog')).getByText(BOOKING_MESSAGES.timeTaken)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
