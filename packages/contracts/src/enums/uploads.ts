export interface TAllowedUploadType {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /** csv and txt have no magic number, so their content can only be checked as text. */
  isText?: boolean;
}

export const ALLOWED_UPLOAD_TYPES = [
  { extensions: ['jpeg', 'jpg'], mimeTypes: ['image/jpeg'] },
  { extensions: ['png'], mimeTypes: ['image/png'] },
  {
    extensions: ['xls'],
    mimeTypes: ['application/vnd.ms-excel', 'application/x-cfb'],
  },
  {
    extensions: ['xlsx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  {
    extensions: ['csv'],
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    isText: true,
  },
  { extensions: ['doc'], mimeTypes: ['application/msword', 'application/x-cfb'] },
  {
    extensions: ['docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  {
    extensions: ['ppt'],
    mimeTypes: ['application/vnd.ms-powerpoint', 'application/x-cfb'],
  },
  {
    extensions: ['pptx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  { extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  { extensions: ['txt'], mimeTypes: ['text/plain'], isText: true },
] as const satisfies readonly TAllowedUploadType[];

export const ALLOWED_UPLOAD_EXTENSIONS: readonly string[] = ALLOWED_UPLOAD_TYPES.flatMap(
  (type) => type.extensions,
);

/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Documents: 20 MB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Images in the rich-text editor: 2 MB. */
export const MAX_IMAGE_UPLOAD_BYTES = 2 * 1024 * 1024;

export const ALLOWED_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
