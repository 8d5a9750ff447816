import { DOCUMENT_TYPE_CODES, OTHER_SERVICE_NAME_MAX, SERVICE_CODES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import {
  checkAllOf,
  checkMaxLength,
  checkOneOf,
  createdAt,
  globalRef,
  id,
  instant,
  textList,
} from './columns';
import { nonManagedProperties } from './portfolio';
import { properties } from './properties';
import { users } from './users';

/**
 * A file of a managed or of a non-managed property (exactly one). The bytes live in the file
 * store under `storageKey`; deleted documents keep their row (`deletedAt`).
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    agencyId: integer().notNull(),
    propertyId: integer(),
    nonManagedPropertyId: integer(),
    name: text().notNull(),
    sizeBytes: integer().notNull(),
    mimeType: text().notNull(),
    storageKey: text().notNull(),
    typeCode: text().notNull(),
    /** Services the document is about. */
    services: textList(),
    /** A service outside the six, named by the uploader. */
    otherServiceName: text(),
    uploadedBy: integer(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
    deletedAt: instant(),
  },
  (t) => [
    agencyFk('documents_agency_fk', t.agencyId),
    foreignKey({
      name: 'documents_property_fk',
      columns: [t.agencyId, t.propertyId],
      foreignColumns: [properties.agencyId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'documents_non_managed_property_fk',
      columns: [t.agencyId, t.nonManagedPropertyId],
      foreignColumns: [nonManagedProperties.agencyId, nonManagedProperties.id],
    }).onDelete('cascade'),
    globalRef('documents_uploaded_by_fk', t.uploadedBy, users.id),
    index('documents_agency_property_idx').on(t.agencyId, t.propertyId, t.createdAt),
    index('documents_agency_non_managed_idx').on(t.agencyId, t.nonManagedPropertyId, t.createdAt),
    check(
      'documents_owner_check',
      sql`num_nonnulls(${t.propertyId}, ${t.nonManagedPropertyId}) = 1`,
    ),
    check('documents_size_check', sql`${t.sizeBytes} >= 0`),
    checkOneOf('documents_type_check', t.typeCode, DOCUMENT_TYPE_CODES),
    checkAllOf('documents_services_check', t.services, SERVICE_CODES),
    checkMaxLength(
      'documents_other_service_name_length_check',
      t.otherServiceName,
      OTHER_SERVICE_NAME_MAX,
    ),
  ],
);
