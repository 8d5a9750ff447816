import { IMAGE_UPLOAD_LIMITS, IMAGE_UPLOAD_TYPES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyFk } from './agencies';
import { checkOneOf, createdAt, globalRef, id } from './columns';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An image placed in a rich-text email body (PUT /v1/misc/image/upload). The bytes are kept
 * here, so every replica serves them and a backup holds them; they are the server's re-encoding
 * of an upload checked by content, and are served publicly at /images/{publicToken}.{ext}.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: id(),
    agencyId: integer().notNull(),
    /** Unguessable; names the agency sealed inside it, so the public read can set it. */
    publicToken: text().notNull().unique('uploaded_images_public_token_key'),
    /** The type the upload was recognised as and re-encoded in, never the client's. */
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: bytea().notNull(),
    uploadedBy: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyFk('uploaded_images_agency_fk', t.agencyId),
    globalRef('uploaded_images_uploaded_by_fk', t.uploadedBy, users.id),
    index('uploaded_images_agency_created_idx').on(t.agencyId, t.createdAt),
    checkOneOf(
      'uploaded_images_content_type_check',
      t.contentType,
      Object.keys(IMAGE_UPLOAD_TYPES),
    ),
    check(
      'uploaded_images_size_check',
      sql`octet_length(${t.bytes}) between 1 and ${sql.raw(String(IMAGE_UPLOAD_LIMITS.maxBytes))}`,
    ),
    check('uploaded_images_token_check', sql`${t.publicToken} ~ '^[A-Za-z0-9_-]{64}$'`),
  ],
);
