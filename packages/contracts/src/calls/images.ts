import { z } from 'zod';
import { defineCall } from '../api/call';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MESSAGES, ZImageUploadResult } from '../api/misc';

// Images for rich-text email bodies: the upload, and the public address recipients load them from.

export const upload = defineCall({
  method: 'PUT',
  path: '/v1/misc/image/upload',
  access: 'session',
  tags: ['images'],
  summary: 'Upload an image for a rich-text email body; answers its public address',
  description:
    `multipart/form-data with one file (field '${IMAGE_UPLOAD_FIELD}'), at most 2 MB. ` +
    'Accepted only when its content is a well-formed PNG, JPEG, GIF or WebP image of at ' +
    'most 10,000 pixels a side and 40 megapixels, with nothing appended and no markup in ' +
    'its metadata; its name and declared type are ignored. 400 otherwise; 413 ' +
    `'${IMAGE_UPLOAD_MESSAGES.tooLarge}' for size. public_url is absolute and loads ` +
    'without a session.',
  consumes: ['multipart/form-data'],
  data: ZImageUploadResult,
  errors: [400, 413, 415],
});

export const publicImage = defineCall({
  method: 'GET',
  path: '/images/:file',
  access: 'public',
  tags: ['images'],
  summary: 'An uploaded image, public (email recipients load it without a session)',
  description:
    'Served with its recognised type, nosniff, a sandboxing Content-Security-Policy and a ' +
    'year of caching. An unknown, altered or mistyped address answers 404 like any ' +
    'missing path.',
  params: z.object({ file: z.string() }),
  file: { contentType: 'image/*', description: 'The image (PNG, JPEG, GIF or WebP)' },
  errors: [404],
});
