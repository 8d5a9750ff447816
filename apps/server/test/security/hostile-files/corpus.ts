import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { IMAGE_UPLOAD_LIMITS } from '@portal/contracts';
import { gif, gifFrames, jpeg, png, PNG_SIGNATURE, pngChunk, WEBP } from './images';

/**
 * Hostile files for the image upload, built here byte by byte (nothing in them runs anywhere):
 * other formats dressed as images, polyglots, markup hidden in image metadata and pixel data,
 * bombs, oversize, truncated and corrupt images. Every one that is not an accepted image that
 * decodes must be refused with a 4xx and leave nothing stored; the real images among them are
 * stored only as a bare re-encoding, without what they hide.
 */
export interface HostileFile {
  label: string;
  filename: string;
  /** The type the client declares (never believed). */
  type: string;
  bytes: Buffer;
  /** The answer's message, where one particular message is due. */
  message?: 'tooLarge' | 'tooManyPixels';
  /**
   * Set for a real image that decodes: it is stored, but only as a bare re-encoding holding none
   * of these fragments of what the file hides (nor any other hidden signature).
   */
  storedWithout?: string[];
}

const text = (value: string) => Buffer.from(value, 'latin1');

/** A ZIP archive of the entries, stored or deflated. */
function zip(entries: { name: string; data: Buffer; deflate?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = text(entry.name);
    const body = entry.deflate ? deflateRawSync(entry.data, { level: 9 }) : entry.data;
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0, 2); // flags
    common.writeUInt16LE(entry.deflate ? 8 : 0, 4);
    common.writeUInt16LE(0, 6); // time
    common.writeUInt16LE(0x21, 8); // date: 1980-01-01
    common.writeUInt32LE(crc32(entry.data), 10);
    common.writeUInt32LE(body.length, 14);
    common.writeUInt32LE(entry.data.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // extra
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), common, name, body]);
    const tail = Buffer.alloc(16);
    tail.writeUInt32LE(offset, 12); // local header offset (comment, disk, attributes: 0)
    centrals.push(
      Buffer.concat([Buffer.from([0x50, 0x4b, 1, 2, 20, 0]), common, tail.subarray(0, 16), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A valid PNG padded with a text chunk to exactly `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const base = png().length + 12 + 'Comment\0'.length;
  return png({ chunks: [pngChunk('tEXt', `Comment\0${'a'.repeat(size - base)}`)] });
}

/**
 * A zlib stream of `length` zero bytes without holding them: independent deflate blocks of 1 MB
 * of zeros (each ends on a full flush, so they concatenate), a final empty block, the checksum.
 */
function zerosZlib(length: number): Buffer {
  const chunk = 1 << 20;
  const flushed = (size: number) =>
    deflateRawSync(Buffer.alloc(size), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(chunk);
  const blocks = Array.from({ length: Math.floor(length / chunk) }, () => block);
  if (length % chunk) blocks.push(flushed(length % chunk));
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE((length % 65521) * 65536 + 1);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...blocks,
    deflateRawSync(Buffer.alloc(0)),
    adler32,
  ]);
}

/**
 * A real decompression bomb: a complete, valid PNG of 7,000 x 7,000 black pixels (49 megapixels,
 * 147 MB decoded) in about 150 KB.
 */
function pngBomb(): Buffer {
  const side = 7_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zerosZlib((1 + side * 3) * side)),
    pngChunk('IEND'),
  ]);
}

const PHP = "<?php system($_GET['cmd']); ?>";
const HTML_PAGE =
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
const SVG_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script type="text/javascript">alert(document.domain)</script></svg>';
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>' +
  'endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
/** A PHAR's stub and a manifest-like tail: whatever precedes __HALT_COMPILER is the stub. */
const PHAR_TAIL = Buffer.concat([
  text('<?php __HALT_COMPILER(); ?>\r\n'),
  Buffer.from([0x2a, 0, 0, 0, 1, 0, 0, 0, 0x11, 0, 0, 0, 0, 0]),
  text('shell.php'),
  Buffer.from([0x1e, 0, 0, 0, 0, 0, 0, 0]),
  text(PHP),
  Buffer.alloc(20, 0xab),
  text('\x02\x00\x00\x00GBMB'),
]);
const EXE = Buffer.concat([
  text('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00'),
  Buffer.alloc(44),
  Buffer.from([0x80, 0, 0, 0]),
  text('\x0e\x1f\xba\x0e\x00\xb4\x09\xcd\x21This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.alloc(20),
  text('PE\x00\x00\x4c\x01\x03\x00'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([text('\x7fELF\x02\x01\x01\x00'), Buffer.alloc(56)]);
const BILLION_LAUGHS =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join('') +
  ']><svg xmlns="http://www.w3.org/2000/svg"><text>&lol9;</text></svg>';

const IFRAME_ZLIB = deflateSync(text('<iframe src="javascript:alert(1)">'));

/** An APP1 EXIF segment's data: a big-endian TIFF whose one entry, ImageDescription, is a script. */
const EXIF_SCRIPT = (() => {
  const description = text('<script>alert(1)</script>\0');
  const tiff = Buffer.alloc(26);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4); // the first IFD
  tiff.writeUInt16BE(1, 8); // one entry: tag, ASCII, count, offset of the text
  tiff.writeUInt16BE(0x010e, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(description.length, 14);
  tiff.writeUInt32BE(26, 18);
  return Buffer.concat([text('Exif\0\0'), tiff, description]); // no next IFD: zeros
})();

const XMP_MARKUP =
  'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF ' +
  'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>' +
  '<svg onload="alert(1)"/><script>alert(1)</script></rdf:Description></rdf:RDF></x:xmpmeta>';

/**
 * A GIF of two pixels, one of each colour of its table, the bytes '%PD' and 'F-1' (LZW codes,
 * three bits each: clear, 0, 1, end).
 */
const PALETTE_PDF_GIF = Buffer.concat([
  text('GIF89a'),
  Buffer.from([2, 0, 1, 0, 0x80, 0, 0]),
  text('%PDF-1'),
  Buffer.from([0x2c, 0, 0, 0, 0, 2, 0, 1, 0, 0, 2, 2, 0x44, 0x05, 0, 0x3b]),
]);

/** The first `at` bytes of a file: what a dropped connection or a broken save leaves. */
const cut = (bytes: Buffer, at: number) => bytes.subarray(0, at);

export const HOSTILE_FILES: HostileFile[] = [
  // Other formats named and declared as images.
  { label: 'PHP named .png', filename: 'shell.png', type: 'image/png', bytes: text(PHP) },
  {
    label: 'PHP with a double extension',
    filename: 'shell.php.jpg',
    type: 'image/jpeg',
    bytes: text(PHP),
  },
  {
    label: 'an HTML page named .png',
    filename: 'page.png',
    type: 'image/png',
    bytes: text(HTML_PAGE),
  },
  {
    label: 'JavaScript named .jpg',
    filename: 'app.jpg',
    type: 'image/jpeg',
    bytes: text('alert(document.cookie);//'),
  },
  {
    label: 'a Windows executable named .png',
    filename: 'setup.png',
    type: 'image/png',
    bytes: EXE,
  },
  { label: 'an ELF executable named .gif', filename: 'run.gif', type: 'image/gif', bytes: ELF },
  {
    label: 'a PDF with JavaScript named .jpg',
    filename: 'invoice.jpg',
    type: 'image/jpeg',
    bytes: text(PDF),
  },
  // SVG, which is XML and may script.
  {
    label: 'SVG with a script',
    filename: 'logo.svg',
    type: 'image/svg+xml',
    bytes: text(SVG_SCRIPT),
  },
  {
    label: 'SVG with a script named .png',
    filename: 'logo.png',
    type: 'image/png',
    bytes: text(SVG_SCRIPT),
  },
  {
    label: 'SVG with an XML prolog, a BOM and onload',
    filename: 'logo.webp',
    type: 'image/webp',
    bytes: Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ]),
  },
  {
    label: 'an XML entity bomb (billion laughs) named .png',
    filename: 'lol.png',
    type: 'image/png',
    bytes: text(BILLION_LAUGHS),
  },
  // Markup behind an image's magic bytes.
  {
    label: 'HTML behind the PNG signature',
    filename: 'x.png',
    type: 'image/png',
    bytes: Buffer.concat([PNG_SIGNATURE, text(HTML_PAGE)]),
  },
  {
    label: 'HTML behind the JPEG signature',
    filename: 'x.jpg',
    type: 'image/jpeg',
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text(HTML_PAGE)]),
  },
  {
    label: 'HTML behind the GIF signature',
    filename: 'x.gif',
    type: 'image/gif',
    bytes: text(`GIF89a${HTML_PAGE}`),
  },
  {
    label: 'HTML in a RIFF/WebP container',
    filename: 'x.webp',
    type: 'image/webp',
    bytes: Buffer.concat([text('RIFF'), Buffer.from([0x5c, 0, 0, 0]), text(`WEBP${HTML_PAGE}`)]),
  },
  // Polyglots: a real image that is also something else. The image is kept, the rest is not.
  {
    // Its '/*' is the header's width: 10,799 pixels.
    label: 'GIF/JavaScript polyglot (GIF89a/*...*/=alert(1))',
    filename: 'pic.gif',
    type: 'image/gif',
    bytes: Buffer.concat([
      text('GIF89a/*'),
      gif().subarray(8, -1),
      Buffer.from([0x3b]),
      text('*/=alert(document.domain);//'),
    ]),
    message: 'tooManyPixels',
  },
  {
    label: 'JPEG/JavaScript polyglot in a comment',
    filename: 'pic.jpg',
    type: 'image/jpeg',
    bytes: jpeg({ comment: '*/=alert(document.domain);/*' }),
    storedWithout: ['*/=alert(document.domain);/*'],
  },
  {
    label: 'JPEG with an HTML page appended',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: jpeg({ after: HTML_PAGE }),
    storedWithout: [HTML_PAGE, 'document.domain'],
  },
  {
    label: 'JPEG that is also an HTML page (markup in its comment)',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    bytes: jpeg({ comment: HTML_PAGE.replace('<!doctype html>', '') }),
    storedWithout: ['document.domain'],
  },
  {
    label: 'PNG with a ZIP appended',
    filename: 'archive.png',
    type: 'image/png',
    bytes: png({ after: zip([{ name: 'shell.php', data: text(PHP) }]) }),
    storedWithout: ['shell.php', PHP],
  },
  {
    label: 'PDF/JPEG polyglot (PDF in the comment, its trailer appended)',
    filename: 'scan.jpg',
    type: 'image/jpeg',
    bytes: jpeg({ comment: PDF.slice(0, 120), after: PDF.slice(120) }),
    storedWithout: ['/OpenAction', '/Catalog', 'trailer', 'app.alert'],
  },
  {
    label: 'JPEG/PHAR polyglot (JPEG as the PHAR stub)',
    filename: 'avatar.jpg',
    type: 'image/jpeg',
    bytes: Buffer.concat([jpeg(), PHAR_TAIL]),
    storedWithout: ['__HALT_COMPILER', 'shell.php', PHP, 'GBMB'],
  },
  {
    label: 'JPEG with a PHP stub in its comment',
    filename: 'avatar.jpg',
    type: 'image/jpeg',
    bytes: jpeg({ comment: `${PHP}<?php __HALT_COMPILER(); ?>` }),
    storedWithout: [PHP, '__HALT_COMPILER'],
  },
  // Markup in metadata: none of it is copied.
  {
    label: 'PNG with a script in a tEXt chunk',
    filename: 'meta.png',
    type: 'image/png',
    bytes: png({ chunks: [pngChunk('tEXt', 'Comment\0<script>alert(1)</script>')] }),
    storedWithout: ['tEXt', 'Comment', '<script>alert(1)</script>'],
  },
  {
    label: 'PNG with an iframe in a compressed zTXt chunk',
    filename: 'meta.png',
    type: 'image/png',
    bytes: png({ chunks: [pngChunk('zTXt', Buffer.concat([text('Comment\0\0'), IFRAME_ZLIB]))] }),
    storedWithout: ['zTXt', 'Comment', IFRAME_ZLIB.toString('latin1')],
  },
  {
    label: 'PNG with a payload in a private chunk',
    filename: 'private.png',
    type: 'image/png',
    bytes: png({ chunks: [pngChunk('prVt', zip([{ name: 'a.php', data: text(PHP) }]))] }),
    storedWithout: ['prVt', 'a.php', PHP],
  },
  {
    label: 'JPEG with a script in its EXIF description and markup in its XMP',
    filename: 'camera.jpg',
    type: 'image/jpeg',
    bytes: jpeg({
      segments: [
        { marker: 0xe1, data: EXIF_SCRIPT },
        { marker: 0xe1, data: XMP_MARKUP },
      ],
    }),
    storedWithout: ['Exif', 'ns.adobe.com', 'xmpmeta', '<script>alert(1)</script>'],
  },
  {
    label: 'WebP with markup in an XMP chunk',
    filename: 'meta.webp',
    type: 'image/webp',
    bytes: (() => {
      // VP8X (XMP flag, 1x1 canvas), the lossy image's own VP8 chunk, then the XMP chunk.
      const vp8x = Buffer.concat([text('VP8X'), Buffer.from([10, 0, 0, 0, 0x04]), Buffer.alloc(9)]);
      const xmp = Buffer.concat([text('XMP '), Buffer.alloc(4), text(XMP_MARKUP)]);
      xmp.writeUInt32LE(XMP_MARKUP.length, 4);
      const body = Buffer.concat([text('WEBP'), vp8x, WEBP.lossy.subarray(12), xmp]);
      const size = Buffer.alloc(4);
      size.writeUInt32LE(body.length);
      return Buffer.concat([text('RIFF'), size, body]);
    })(),
    storedWithout: ['XMP ', 'ns.adobe.com', 'xmpmeta'],
  },
  {
    label: 'GIF with an event handler in its comment',
    filename: 'anim.gif',
    type: 'image/gif',
    bytes: gif({ comment: '<img src=x onerror=alert(1)>' }),
    storedWithout: ['<img src=x onerror=alert(1)>'],
  },
  // Markup in the picture itself: a re-encoding keeps pixels and colours.
  {
    label: 'PNG whose pixels spell a script (stored deflate)',
    filename: 'pixels.png',
    type: 'image/png',
    bytes: (() => {
      const raw = text(`\0<script>alert(1)</script>`.padEnd(1 + 3 * 9, ' '));
      const body = Buffer.concat([
        PNG_SIGNATURE,
        pngChunk('IHDR', Buffer.from([0, 0, 0, 9, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
        pngChunk('IDAT', deflateSync(raw, { level: 0 })),
        pngChunk('IEND'),
      ]);
      return body;
    })(),
    storedWithout: ['<script>alert(1)</script>'],
  },
  {
    // The re-encoding keeps the two colours in that order: refused for what it would store.
    label: "GIF whose palette spells a PDF header ('%PD', 'F-1')",
    filename: 'palette.gif',
    type: 'image/gif',
    bytes: PALETTE_PDF_GIF,
  },
  // Size.
  {
    label: 'a valid PNG of 2 MB and one byte',
    filename: 'big.png',
    type: 'image/png',
    bytes: pngOfSize(IMAGE_UPLOAD_LIMITS.maxBytes + 1),
    message: 'tooLarge',
  },
  // Bombs.
  {
    label: 'a deflate-bomb ZIP (20 MB of zeros) named .png',
    filename: 'bomb.png',
    type: 'image/png',
    bytes: zip([{ name: 'zeros.bin', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]),
  },
  {
    label: 'a PNG whose header claims 100,000 x 100,000 pixels',
    filename: 'huge.png',
    type: 'image/png',
    bytes: png({ width: 100_000, height: 100_000, pixels: { width: 1, height: 1 } }),
    message: 'tooManyPixels',
  },
  {
    label: 'a complete 7,000 x 7,000 PNG decompression bomb (49 megapixels)',
    filename: 'bomb.png',
    type: 'image/png',
    bytes: pngBomb(),
    message: 'tooManyPixels',
  },
  {
    label: 'a JPEG whose frame claims 60,000 x 60,000 pixels',
    filename: 'huge.jpg',
    type: 'image/jpeg',
    bytes: jpeg({ claims: { width: 60_000, height: 60_000 } }),
    message: 'tooManyPixels',
  },
  {
    label: 'a GIF whose frame claims 65,535 x 65,535 pixels',
    filename: 'huge.gif',
    type: 'image/gif',
    bytes: gif({ frame: { width: 65_535, height: 65_535 } }),
    message: 'tooManyPixels',
  },
  {
    label: 'a GIF with a 65,535 x 65,535 screen',
    filename: 'huge.gif',
    type: 'image/gif',
    bytes: gif({ screen: { width: 65_535, height: 65_535 } }),
    message: 'tooManyPixels',
  },
  {
    label: 'a GIF of 2,000 frames',
    filename: 'frames.gif',
    type: 'image/gif',
    bytes: gifFrames(2_000),
    message: 'tooManyPixels',
  },
  {
    label: 'a WebP canvas of 16,777,216 pixels wide',
    filename: 'wide.webp',
    type: 'image/webp',
    bytes: (() => {
      const bytes = Buffer.from(WEBP.alpha);
      bytes.writeUIntLE(0xffffff, 24, 3);
      return bytes;
    })(),
  },
  // Truncated and corrupt.
  {
    label: 'a PNG cut inside its image data',
    filename: 'cut.png',
    type: 'image/png',
    bytes: cut(png(), 45),
  },
  {
    // Every pixel is there: the re-encoding is a whole PNG.
    label: 'a PNG without IEND',
    filename: 'cut.png',
    type: 'image/png',
    bytes: cut(png(), png().length - 12),
    storedWithout: [],
  },
  {
    label: 'a PNG with a corrupt CRC',
    filename: 'crc.png',
    type: 'image/png',
    bytes: (() => {
      const bytes = png();
      bytes.writeUInt8(bytes.readUInt8(29) ^ 0xff, 29);
      return bytes;
    })(),
  },
  {
    label: 'a JPEG without EOI',
    filename: 'cut.jpg',
    type: 'image/jpeg',
    bytes: cut(jpeg(), jpeg().length - 2),
  },
  {
    label: 'a JPEG cut in its header',
    filename: 'cut.jpg',
    type: 'image/jpeg',
    bytes: cut(jpeg(), 30),
  },
  {
    // Every pixel is there: the re-encoding is a whole GIF.
    label: 'a GIF without its trailer',
    filename: 'cut.gif',
    type: 'image/gif',
    bytes: cut(gif(), gif().length - 1),
    storedWithout: [],
  },
  {
    label: 'a WebP cut short',
    filename: 'cut.webp',
    type: 'image/webp',
    bytes: cut(WEBP.lossy, 30),
  },
  // Empty and near-empty.
  { label: 'an empty file', filename: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
  {
    label: 'the PNG signature alone',
    filename: 'sig.png',
    type: 'image/png',
    bytes: PNG_SIGNATURE,
  },
];
