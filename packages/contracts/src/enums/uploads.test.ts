import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  MAX_IMAGE_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
} from './uploads';

describe('upload types', () => {
  it('should allow exactly the spec list of extensions when read', () => {
    expect([...ALLOWED_UPLOAD_EXTENSIONS].sort()).toEqual(
      [
        'jpeg',
        'jpg',
        'png',
        'xls',
        'xlsx',
        'csv',
        'doc',
        'docx',
        'ppt',
        'pptx',
        'pdf',
        'txt',
      ].sort(),
    );
    expect(UPLOAD_ACCEPT).toContain('.pdf');
  });

  it('should cap documents at 20 MB and images at 2 MB when read', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_IMAGE_UPLOAD_BYTES).toBe(2 * 1024 * 1024);
  });
});
