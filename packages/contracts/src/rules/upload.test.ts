import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../enums/uploads';
import {
  checkImageUpload,
  checkUploadName,
  fileExtension,
  isMimeAllowedForExtension,
} from './upload';

describe('fileExtension', () => {
  it('should give the lower-case extension when the name has one', () => {
    expect(fileExtension('Report.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
  });

  it('should give nothing when the name has no extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('name.')).toBe('');
  });
});

describe('checkUploadName', () => {
  it('should accept every allowed type when within 20 MB', () => {
    for (const name of [
      'a.jpeg',
      'a.jpg',
      'a.png',
      'a.xls',
      'a.xlsx',
      'a.csv',
      'a.doc',
      'a.docx',
      'a.ppt',
      'a.pptx',
      'a.pdf',
      'a.TXT',
    ]) {
      expect(checkUploadName(name, 1000)).toBeNull();
    }
    expect(checkUploadName('a.pdf', MAX_UPLOAD_BYTES)).toBeNull();
  });

  it("should say 'File size is too large' when the file is over 20 MB", () => {
    expect(checkUploadName('a.pdf', MAX_UPLOAD_BYTES + 1)).toBe('File size is too large');
  });

  it('should use the given limit when one is passed', () => {
    expect(checkUploadName('a.pdf', 2048, { maxBytes: 1024 })).toBe('File size is too large');
  });

  it("should say 'Invalid file type' when the extension is not allowed", () => {
    expect(checkUploadName('a.exe', 10)).toBe('Invalid file type');
    expect(checkUploadName('a.gif', 10)).toBe('Invalid file type');
    expect(checkUploadName('noextension', 10)).toBe('Invalid file type');
  });
});

describe('isMimeAllowedForExtension', () => {
  it('should accept the content type when it matches the extension', () => {
    expect(isMimeAllowedForExtension('pdf', 'application/pdf')).toBe(true);
    expect(isMimeAllowedForExtension('.JPG', 'image/jpeg')).toBe(true);
    expect(
      isMimeAllowedForExtension(
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe(true);
    expect(isMimeAllowedForExtension('doc', 'application/x-cfb')).toBe(true);
  });

  it('should reject the content type when it does not match the extension', () => {
    expect(isMimeAllowedForExtension('pdf', 'image/png')).toBe(false);
    expect(isMimeAllowedForExtension('png', 'application/x-msdownload')).toBe(false);
    expect(isMimeAllowedForExtension('exe', 'application/x-msdownload')).toBe(false);
  });

  it('should treat csv and txt as text when no magic number is found', () => {
    expect(isMimeAllowedForExtension('csv', undefined)).toBe(true);
    expect(isMimeAllowedForExtension('txt', null)).toBe(true);
    expect(isMimeAllowedForExtension('txt', 'text/plain; charset=utf-8')).toBe(true);
    expect(isMimeAllowedForExtension('csv', 'application/pdf')).toBe(false);
  });

  it('should reject a binary type when its content is not recognised', () => {
    expect(isMimeAllowedForExtension('pdf', undefined)).toBe(false);
  });
});

describe('checkImageUpload', () => {
  it("should say 'File is too large. The maximum is 2MB.' when the image is over 2 MB", () => {
    expect(checkImageUpload(2 * 1024 * 1024 + 1, 'image/png')).toBe(
      'File is too large. The maximum is 2MB.',
    );
  });

  it('should accept an image when it is within 2 MB', () => {
    expect(checkImageUpload(2 * 1024 * 1024, 'image/png')).toBeNull();
  });

  it("should say 'Invalid file type' when the file is not an image", () => {
    expect(checkImageUpload(10, 'application/pdf')).toBe('Invalid file type');
  });
});
