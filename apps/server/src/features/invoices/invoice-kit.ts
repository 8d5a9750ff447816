import type { invoiceCalls } from '@portal/contracts';
import { expect } from 'vitest';
import type { DemoApp } from '../../../test/demo-app';

// What the invoices' API tests share: rows of the invoices table, and the check that a foreign
// id is answered exactly like a missing one.

export const MISSING = 2_147_483_647;

/** The helpers over `app()`'s database; `cookie()` is the VIC session's. */
export function invoiceKit(app: () => DemoApp, cookie: () => string) {
  const invoiceRow = async (id: number) =>
    (
      await app().rows<{
        is_uploading: boolean;
        is_uploaded: boolean;
        uploaded_at: Date | null;
        uploaded_by: number | null;
        last_error: string | null;
      }>(
        `select is_uploading, is_uploaded, uploaded_at, uploaded_by, last_error
         from invoices where id = $1`,
        [id],
      )
    )[0]!;

  /** Invoices of an agency that can be uploaded now, oldest first. */
  const uploadable = async (agencyId: number) =>
    (
      await app().rows<{ id: number; invoice_number: string; property_id: number }>(
        `select id, invoice_number, property_id from invoices
         where agency_id = $1 and is_eligible_to_upload and not is_uploading and not is_uploaded
         order by id`,
        [agencyId],
      )
    ).map((row) => ({ id: row.id, number: row.invoice_number, propertyId: row.property_id }));

  /** An invoice id of another agency than the one signed in with `vic`. */
  const foreignInvoice = async () =>
    (
      await app().rows<{ id: number }>('select id from invoices where agency_id = $1 limit 1', [
        app().ids.QLD,
      ])
    )[0]!.id;

  const expectLikeMissing = async (
    call:
      typeof invoiceCalls.propertyInvoices | typeof invoiceCalls.pdf | typeof invoiceCalls.upload,
    foreignId: number,
  ) => {
    const foreign = await app().call(call, { params: { id: foreignId } }, cookie());
    const missing = await app().call(call, { params: { id: MISSING } }, cookie());
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  };
  return { invoiceRow, uploadable, foreignInvoice, expectLikeMissing };
}
