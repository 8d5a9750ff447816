import { randomBytes } from 'node:crypto';
import { IMAGE_UPLOAD_LIMITS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  gif,
  jpeg,
  png,
  pngChunk,
  VALID_IMAGES,
} from '../../../test/security/hostile-files/images';
import { checkImage, ImageRefusal } from './image-check';
import { imageTokens } from './public-token';

const refusal = (bytes: Uint8Array) =>
  checkImage(bytes).then(
    () => null,
    (error: unknown) => {
      if (error instanceof ImageRefusal) return error;
      throw error;
    },
  );

describe('checkImage', () => {
  it.each(VALID_IMAGES)('should accept a real $label as $type', async ({ bytes, type, ext }) => {
    await expect(checkImage(bytes)).resolves.toMatchObject({ contentType: type, extension: ext });
  });

  it('should read the dimensions from the header when the image is accepted', async () => {
    await expect(checkImage(png({ width: 5, height: 3 }))).resolves.toMatchObject({
      width: 5,
      height: 3,
    });
    await expect(checkImage(jpeg({ width: 24, height: 16 }))).resolves.toMatchObject({
      width: 24,
      height: 16,
    });
  });

  it('should accept harmless text and XMP-like metadata when it holds no markup', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';
    await expect(
      checkImage(png({ chunks: [pngChunk('tEXt', 'Software\0Paint 1.0')] })),
    ).resolves.toBeTruthy();
    await expect(
      checkImage(png({ chunks: [pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${xmp}`)] })),
    ).resolves.toBeTruthy();
    await expect(checkImage(jpeg({ comment: 'CREATOR: gd-jpeg v1.0' }))).resolves.toBeTruthy();
    await expect(checkImage(gif({ comment: 'made by hand' }))).resolves.toBeTruthy();
  });

  it('should accept an image of exactly the side limit when its area is within limits', async () => {
    const side = IMAGE_UPLOAD_LIMITS.maxSide;
    await expect(
      checkImage(png({ width: side, height: 1, pixels: { width: side, height: 1 } })),
    ).resolves.toMatchObject({ width: side });
    expect(
      (await refusal(png({ width: side + 1, height: 1, pixels: { width: side + 1, height: 1 } })))
        ?.kind,
    ).toBe('dimensions');
  });

  it('should refuse over 40 megapixels when each side is within the limit', async () => {
    const error = await refusal(
      png({ width: 8_000, height: 5_001, pixels: { width: 1, height: 1 } }),
    );
    expect(error?.kind).toBe('dimensions');
  });

  it('should refuse a zero dimension when the header has one', async () => {
    expect(
      await refusal(png({ width: 0, height: 2, pixels: { width: 2, height: 2 } })),
    ).toBeTruthy();
    expect(await refusal(gif({ screen: { width: 0, height: 1 } }))).toBeTruthy();
  });

  it('should refuse even one byte after the end marker of any format', async () => {
    for (const { bytes } of VALID_IMAGES) {
      const error = await refusal(Buffer.concat([bytes, Buffer.from([0])]));
      expect(error, `${bytes.subarray(0, 4).toString('latin1')}`).toBeInstanceOf(ImageRefusal);
    }
  });
});

describe('image tokens', () => {
  const tokens = imageTokens(randomBytes(32));

  it('should name the agency it was issued for when read back', () => {
    const token = tokens.issue(42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(tokens.agencyOf(token)).toBe(42);
    expect(tokens.issue(42)).not.toBe(token);
  });

  it('should name no agency when the token is altered, foreign or not canonical', () => {
    const token = tokens.issue(7);
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(tokens.agencyOf(flipped)).toBeNull();
    expect(imageTokens(randomBytes(32)).agencyOf(token)).toBeNull();
    expect(tokens.agencyOf(`${token}=`)).toBeNull();
    expect(tokens.agencyOf(token.slice(0, 63))).toBeNull();
    expect(tokens.agencyOf('A'.repeat(64))).toBeNull();
    expect(tokens.agencyOf('')).toBeNull();
  });
});
