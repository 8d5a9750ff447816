import { and, eq } from 'drizzle-orm';
import type { TImageUploadType } from '@portal/contracts';
import type { Database } from '../../db/client';
import { uploadedImages } from '../../db/schema/index';
import type { ReencodedImage } from './reencode';

/** Stores a re-encoded image for the session's agency under a token issued for it. */
export async function storeImage(
  database: Database,
  scope: { agencyId: number; userId: number },
  image: ReencodedImage & { publicToken: string },
): Promise<void> {
  await database.withAgency(scope.agencyId, (tx) =>
    tx.insert(uploadedImages).values({
      agencyId: scope.agencyId,
      publicToken: image.publicToken,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      uploadedBy: scope.userId,
    }),
  );
}

/** The image stored under a token, read as the agency the token names; null when none is. */
export async function findImage(
  database: Database,
  agencyId: number,
  publicToken: string,
): Promise<{ contentType: TImageUploadType; bytes: Buffer } | null> {
  const [row] = await database.withAgency(agencyId, (tx) =>
    tx
      .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
      .from(uploadedImages)
      .where(
        and(eq(uploadedImages.agencyId, agencyId), eq(uploadedImages.publicToken, publicToken)),
      ),
  );
  return row ? { contentType: row.contentType as TImageUploadType, bytes: row.bytes } : null;
}
