import { SERVICE_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, day, globalRef, id, instant, money } from './columns';
import { properties } from './properties';
import { users } from './users';

/**
 * An invoice of the provider to the agency for a property, and the state of its upload to the
 * agency's property-management software.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer().notNull(),
    invoiceNumber: text().notNull(),
    issuedAt: day().notNull(),
    dueDate: day().notNull(),
    isPaid: boolean().notNull().default(false),
    paidAt: instant(),
    subtotal: money().notNull(),
    gst: money().notNull(),
    totalIncGst: money().notNull(),
    // Upload to the property-management software.
    isEligibleToUpload: boolean().notNull().default(false),
    isUploading: boolean().notNull().default(false),
    isUploaded: boolean().notNull().default(false),
    uploadedAt: instant(),
    uploadedBy: integer(),
    lastError: text(),
    lastErrorAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('invoices_agency_fk', t.agencyId),
    foreignKey({
      name: 'invoices_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    globalRef('invoices_uploaded_by_fk', t.uploadedBy, users.id),
    unique('invoices_agency_id_key').on(t.agencyId, t.id),
    unique('invoices_agency_number_key').on(t.agencyId, t.invoiceNumber),
    index('invoices_agency_property_idx').on(t.agencyId, t.propertyId),
    // Outstanding and overdue invoices.
    index('invoices_agency_unpaid_due_idx')
      .on(t.agencyId, t.dueDate)
      .where(sql`not is_paid`),
    // The dashboard's figures of unpaid invoices (outstanding, overdue, properties with overdue
    // ones): by property, so the distinct count streams, and read from the index alone (is_paid
    // too: the overdue rule names it, and a column the query names must be in the index).
    index('invoices_agency_unpaid_property_idx')
      .on(t.agencyId, t.propertyId, t.dueDate, t.isPaid)
      .where(sql`not is_paid`),
    check('invoices_total_check', sql`${t.totalIncGst} = ${t.subtotal} + ${t.gst}`),
    check('invoices_paid_check', sql`${t.isPaid} = (${t.paidAt} is not null)`),
    check('invoices_due_date_check', sql`${t.dueDate} >= ${t.issuedAt}`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    agencyId: integer().notNull(),
    invoiceId: integer().notNull(),
    description: text().notNull(),
    serviceCode: text(),
    quantity: integer().notNull().default(1),
    unitAmount: money().notNull(),
    /** quantity x unitAmount, excluding GST. */
    amount: money().notNull(),
    displayOrder: smallint().notNull().default(0),
  },
  (t) => [
    agencyFk('invoice_items_agency_fk', t.agencyId),
    foreignKey({
      name: 'invoice_items_invoice_fk',
      columns: [t.agencyId, t.invoiceId],
      foreignColumns: [invoices.agencyId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_items_agency_invoice_idx').on(t.agencyId, t.invoiceId),
    checkOneOf('invoice_items_service_code_check', t.serviceCode, SERVICE_CODES),
  ],
);
