import { IMAGE_RESIZE_WIDTH, IMAGE_UPLOAD_LIMITS } from '@portal/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FILES } from '../../../test/security/hostile-files/corpus';
import {
  apng,
  gif,
  gifFrames,
  jpeg,
  png,
  pngChunk,
  VALID_IMAGES,
} from '../../../test/security/hostile-files/images';
import { expectBareImage } from '../../../test/security/hostile-files/stored-image';
import { ImageRefusal, reencodeImage } from './reencode';

const refusal = (bytes: Buffer) =>
  reencodeImage(bytes).then(
    () => null,
    (error: unknown) => {
      if (error instanceof ImageRefusal) return error;
      throw error;
    },
  );

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });

/** An animation of three flat frames, 100, 200 and 300 ms, played three times. */
async function animation(format: 'gif' | 'webp', width: number, height: number) {
  const frames = await Promise.all(
    ['#c00', '#0a0', '#00c'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .toFormat(format, { loop: 3, delay: [100, 200, 300] })
    .toBuffer();
}

describe('reencodeImage', () => {
  it.each(VALID_IMAGES)(
    'should answer a real $label as a bare $type',
    async ({ bytes, type, ext }) => {
      const image = await reencodeImage(bytes);
      expect(image).toMatchObject({ contentType: type, extension: ext });
      await expectBareImage(image.bytes, type);
    },
  );

  it('should keep the size of an image when it is narrower than the email width', async () => {
    await expect(reencodeImage(png({ width: 5, height: 3 }))).resolves.toMatchObject({
      width: 5,
      height: 3,
    });
    const narrow = await reencodeImage(jpeg({ width: 120, height: 64 }));
    expect(narrow).toMatchObject({ width: 120, height: 64 });
    await expect(expectBareImage(narrow.bytes, 'image/jpeg')).resolves.toMatchObject({
      width: 120,
      height: 64,
    });
  });

  it('should scale a wide image down to the email width, keeping its aspect ratio', async () => {
    const wide = await reencodeImage(png({ width: 800, height: 400 }));
    expect(wide).toMatchObject({
      contentType: 'image/png',
      width: IMAGE_RESIZE_WIDTH,
      height: 100,
    });
    await expect(expectBareImage(wide.bytes, 'image/png')).resolves.toMatchObject({
      width: 200,
      height: 100,
    });
    const photo = await reencodeImage(await flat(640, 480).jpeg().toBuffer());
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 200, height: 150 });
  });

  it('should turn a photo upright by its EXIF orientation when it has one', async () => {
    // Stored sideways (800 x 400), shown rotated a quarter turn: 400 x 800 upright.
    const sideways = await flat(800, 400).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const image = await reencodeImage(sideways);
    expect(image).toMatchObject({ width: 200, height: 400 });
    expect((await sharp(image.bytes).metadata()).orientation).toBeUndefined();
  });

  it.each([
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)(
    'should keep the frames, delays and loop of an animated %s when it is scaled down',
    async (format, type) => {
      const image = await reencodeImage(await animation(format, 400, 300));
      expect(image).toMatchObject({ contentType: type, width: 200, height: 150 });
      await expect(expectBareImage(image.bytes, type)).resolves.toEqual({
        width: 200,
        height: 150,
        frames: 3,
      });
      const meta = await sharp(image.bytes).metadata();
      expect({ loop: meta.loop, delay: meta.delay }).toEqual({ loop: 3, delay: [100, 200, 300] });
    },
  );

  it('should store an APNG as a PNG of its still image when uploaded', async () => {
    const image = await reencodeImage(apng({ width: 4, height: 2 }));
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png', width: 4 });
    // Recognised as a plain PNG: no animation chunk is left.
    await expect(
      expectBareImage(image.bytes, 'image/png', ['acTL', 'fcTL', 'fdAT']),
    ).resolves.toEqual({ width: 4, height: 2, frames: 1 });
  });

  it('should drop harmless text and XMP metadata too when the image is accepted', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>';
    const cases = [
      [png({ chunks: [pngChunk('tEXt', 'Software\0Paint 1.0')] }), 'image/png', 'Paint 1.0'],
      [
        png({ chunks: [pngChunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${xmp}`)] }),
        'image/png',
        'xmpmeta',
      ],
      [jpeg({ comment: 'CREATOR: gd-jpeg v1.0' }), 'image/jpeg', 'CREATOR'],
      [gif({ comment: 'made by hand' }), 'image/gif', 'made by hand'],
    ] as const;
    for (const [bytes, type, text] of cases) {
      await expectBareImage((await reencodeImage(bytes)).bytes, type, [text]);
    }
  });

  it('should keep nothing of what follows the end marker when bytes are appended', async () => {
    const payload = '<?php echo 1; __HALT_COMPILER();';
    for (const { bytes, type } of VALID_IMAGES) {
      const image = await reencodeImage(Buffer.concat([bytes, Buffer.from(payload)]));
      await expectBareImage(image.bytes, type, [payload]);
    }
  });

  it('should accept an image of exactly the side limit when its area is within limits', async () => {
    const side = IMAGE_UPLOAD_LIMITS.maxSide;
    await expect(
      reencodeImage(png({ width: side, height: 1, pixels: { width: side, height: 1 } })),
    ).resolves.toMatchObject({ width: IMAGE_RESIZE_WIDTH, height: 1 });
    expect(
      (await refusal(png({ width: side + 1, height: 1, pixels: { width: side + 1, height: 1 } })))
        ?.kind,
    ).toBe('dimensions');
  });

  it('should refuse over 40 megapixels from the header alone when each side is within the limit', async () => {
    // The image data holds one pixel: decoding would fail, so the header was enough.
    const error = await refusal(
      png({ width: 8_000, height: 5_001, pixels: { width: 1, height: 1 } }),
    );
    expect(error?.kind).toBe('dimensions');
  });

  it('should count the frames of an animation together when it checks the pixels', async () => {
    // Two frames of 5,000 x 5,000: 25 megapixels each, 50 together.
    const error = await refusal(gifFrames(2, { frame: { width: 5_000, height: 5_000 } }));
    expect(error?.kind).toBe('dimensions');
  });

  it('should accept 1,000 frames and refuse 1,001 when an animation has that many', async () => {
    const { maxFrames } = IMAGE_UPLOAD_LIMITS;
    await expect(reencodeImage(gifFrames(maxFrames))).resolves.toMatchObject({
      contentType: 'image/gif',
    });
    expect((await refusal(gifFrames(maxFrames + 1)))?.kind).toBe('dimensions');
  });

  it('should refuse a zero dimension when the header has one', async () => {
    expect(
      await refusal(png({ width: 0, height: 2, pixels: { width: 2, height: 2 } })),
    ).toBeTruthy();
    expect(await refusal(gif({ screen: { width: 0, height: 1 } }))).toBeTruthy();
  });

  it('should refuse an image when its re-encoding holds a script or document signature', async () => {
    const { bytes } = HOSTILE_FILES.find(({ label }) => label.includes('palette spells'))!;
    // It is a real image: refused for what its re-encoding would store.
    await expect(sharp(bytes).toBuffer()).resolves.toBeTruthy();
    expect((await refusal(bytes))?.reason).toContain('"%pdf-"');
  });

  it('should leave no decoder in this process but the four accepted ones when loaded', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(sharp(svg).metadata()).rejects.toThrow(/unsupported image format/);
  });
});
