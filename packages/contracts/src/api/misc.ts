import { z } from 'zod';
import { MAX_IMAGE_UPLOAD_BYTES } from '../enums/uploads';
import { IMAGE_TOO_LARGE } from '../rules/upload';

/**
 * PUT /v1/misc/image/upload: an image for a rich-text email body (2-property-area, 'Rich-text
 * image upload'). One multipart file, checked by its content; the answer is the image's public
 * address, which email recipients load without a session.
 */
export const IMAGE_UPLOAD_FIELD = 'file';

/** The image types accepted, by the content type their bytes were recognised as. */
export const IMAGE_UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type TImageUploadType = keyof typeof IMAGE_UPLOAD_TYPES;
export type TImageUploadExtension = (typeof IMAGE_UPLOAD_TYPES)[TImageUploadType];

/** Limits beyond the size: a small file may still decode to a huge picture. */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  /** Pixels on either side. */
  maxSide: 10_000,
  maxPixels: 40_000_000,
  /** Frames of an animated GIF, PNG or WebP. */
  maxFrames: 1_000,
} as const;

export const IMAGE_UPLOAD_MESSAGES = {
  tooLarge: IMAGE_TOO_LARGE,
  notAnImage: 'The file is not an image we accept. Please upload a PNG, JPEG, GIF or WebP image.',
  tooManyPixels:
    'The image is too big. The maximum is 10,000 pixels on a side and 40 million pixels.',
  noFile: 'Please choose an image to upload.',
  oneFile: 'Please upload one image at a time.',
  unreadable: 'The upload could not be read. Please try again.',
  notMultipart: 'Send the image as multipart/form-data.',
} as const;

export const ZImageUploadResult = z.object({
  /** Absolute https (or http) address of the image, outside /v1. */
  public_url: z.url(),
});
export type TImageUploadResult = z.infer<typeof ZImageUploadResult>;

/**
 * The path an uploaded image is served at: an unguessable 64-character token and the extension
 * of its type. Emails may point at these and at nothing else of the portal.
 */
export const PUBLIC_IMAGE_PATH = /^\/images\/([A-Za-z0-9_-]{64})\.(png|jpg|gif|webp)$/;

export const publicImagePath = (token: string, extension: TImageUploadExtension) =>
  `/images/${token}.${extension}`;
