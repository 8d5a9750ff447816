import { z } from 'zod';
import { defineCall } from '../api/call';
import { IMAGE_RESIZE_WIDTH } from '../constants';
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  ZImageUploadResult,
} from '../api/misc';

// Images for rich-text email bodies: the upload, and the public address recipients load them from.

export const upload = defineCall({
  method: 'PUT',
  path: '/v1/misc/image/upload',
  access: 'session',
  tags: ['images'],
  summary: 'Upload an image for a rich-text email body; answers its public address',
  description:
    `multipart/form-data with one file (field '${IMAGE_UPLOAD_FIELD}'), at most 2 MB. ` +
    'Accepted only when its content is a PNG, JPEG, GIF or WebP image that decodes, of at ' +
    'most 10,000 pixels a side, 40 megapixels (the frames of an animation together) and ' +
    '1,000 frames; its name and declared type are ignored. What is stored and served is ' +
    `a re-encoding in the same format, scaled down to ${IMAGE_RESIZE_WIDTH} pixels wide ` +
    '(never up), animation kept, with nothing else of the file: no metadata, comments or ' +
    `appended data. 400 otherwise; 413 '${IMAGE_UPLOAD_MESSAGES.tooLarge}' for size. ` +
    'public_url is absolute and loads without a session.',
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
  file: {
    contentType: Object.keys(IMAGE_UPLOAD_TYPES),
    description: 'The image (PNG, JPEG, GIF or WebP)',
  },
  errors: [404],
});
