import {
  BOOKING_MESSAGES,
  callUrl,
  portfolioCalls,
  propertyBookingCalls,
  propertyCalls,
  type TBookableService,
  type TPortfolioItem,
  type TPropertyView,
} from '@portal/contracts';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { dataOf, NARROW, openPropertyAction, shooter, WIDE } from './journey';
import { DEMO, LIGHT_PAGE, signIn } from './sign-in';
import { patience } from './time';

const expect = baseExpect.configure({ timeout: patience(15_000) });
test.describe.configure({ mode: 'default', timeout: patience(180_000) });

/** Set SCREENSHOTS to a folder to keep a picture of each step and width. */
const shoot = shooter('booking');

/**
 * A property of the signed-in agency with a service left to book and an occupant with an email
 * and a mobile (the e2e database keeps earlier runs' bookings, so each run finds a fresh one),
 * past the first pages of the portfolio, which other journeys open.
 */
async function bookableProperty(
  page: Page,
  skip: number | null = null,
): Promise<{ property: TPropertyView; service: TBookableService }> {
  for (let pageNo = 13; pageNo <= 30; pageNo += 1) {
    const list = await dataOf<{ items: TPortfolioItem[] }>(
      page,
      callUrl(portfolioCalls.list, { query: { page: pageNo } }),
    );
    for (const item of list.items) {
      const id = item.compliancePropertyId;
      if (id === skip) continue;
      const property = await dataOf<TPropertyView>(
        page,
        callUrl(propertyCalls.detail, { params: { id } }),
      );
      if (!property.actions.canBook) continue;
      const services = await dataOf<TBookableService[]>(
        page,
        callUrl(propertyBookingCalls.bookableServices, { params: { id } }),
      );
      const occupants = await dataOf<{ email: string | null; contactNumbers: unknown[] }[]>(
        page,
        callUrl(propertyCalls.contacts, { params: { id }, query: { occupants: true } }),
      );
      const reachable =
        occupants.length > 0 && occupants.every((o) => o.email && o.contactNumbers.length > 0);
      if (services[0] && reachable) return { property, service: services[0] };
    }
  }
  throw new Error('No property left to book');
}

const openBooking = (page: Page) => openPropertyAction(page, 'Book', 'Book on behalf of tenant');

test('should book a time on behalf of the tenant through the three steps and show the service booked in', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
  const { property, service } = await bookableProperty(page);
  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { name: property.addressLine1 })).toBeVisible();

  const dialog = await openBooking(page);
  await expect(dialog.getByText('Step 1 of 3: Booking time')).toBeVisible();
  await dialog.getByRole('checkbox', { name: service.name }).check();
  const firstTime = dialog.getByRole('radio').first();
  await expect(firstTime).toBeVisible();
  await firstTime.click();
  await expect(firstTime).toBeChecked();
  await expect(dialog.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'time-1280');
  await page.setViewportSize(NARROW);
  await shoot(page, 'time-375');
  await page.setViewportSize(WIDE);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 3: Contacts')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'contacts-1280');
  await page.setViewportSize(NARROW);
  await shoot(page, 'contacts-375');
  await page.setViewportSize(WIDE);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 3 of 3: Confirmation')).toBeVisible();
  await expect(dialog.getByText(service.name, { exact: true })).toBeVisible();
  await shoot(page, 'confirm-1280');
  await page.setViewportSize(NARROW);
  await shoot(page, 'confirm-375');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Step 2 of 3: Contacts')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Book' }).click();

  await expect(page.getByText(BOOKING_MESSAGES.submitted)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The property view is read again: the service reads Booked in.
  const row = page.getByRole('listitem').filter({ hasText: service.name }).first();
  await expect(row.getByText('Booked in').first()).toBeVisible();
  await page.setViewportSize(WIDE);
  await shoot(page, 'booked-1280');
});

test('should prompt that the booking time expired after 5 minutes and start again from the first step', async ({
  page,
}) => {
  // The page's clock is faked, and runs on by itself until fast-forwarded.
  await page.clock.install();
  await page.setViewportSize(WIDE);
  await signIn(page, DEMO.manager, { at: LIGHT_PAGE });
  const { property, service } = await bookableProperty(page);
  await page.goto(`/property/${property.id}`);
  await expect(page.getByRole('heading', { name: property.addressLine1 })).toBeVisible();

  const dialog = await openBooking(page);
  await dialog.getByRole('checkbox', { name: service.name }).check();
  await dialog.getByRole('radio').first().click();
  await expect(dialog.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 3: Contacts')).toBeVisible();

  await page.clock.runFor(300_000);
  const expired = page.getByRole('dialog', { name: BOOKING_MESSAGES.expiredTitle });
  await expect(expired.getByText(BOOKING_MESSAGES.expired)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'expired-1280');
  await page.setViewportSize(NARROW);
  await shoot(page, 'expired-375');
  await expired.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByText('Step 1 of 3: Booking time')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveCount(0);
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
});
