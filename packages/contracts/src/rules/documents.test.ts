import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { ZDocumentAttributes } from './documents';

describe('ZDocumentAttributes', () => {
  it('should accept the attributes when a document type is given', () => {
    expect(
      ZDocumentAttributes.parse({ documentType: 'CERTIFICATE_DOCUMENT', services: ['smoke'] }),
    ).toEqual({
      documentType: 'CERTIFICATE_DOCUMENT',
      services: ['smoke'],
      otherServiceName: null,
    });
  });

  it("should say 'Document type is required' when the type is missing or unknown", () => {
    for (const documentType of [undefined, null, '', 'RECEIPT']) {
      expect(issuesOf(ZDocumentAttributes, { documentType })).toEqual({
        documentType: ['Document type is required'],
      });
    }
  });

  it('should limit the other service name to 200 characters when given', () => {
    expect(
      ZDocumentAttributes.safeParse({
        documentType: 'OTHER_DOCUMENT',
        otherServiceName: 'x'.repeat(200),
      }).success,
    ).toBe(true);
    expect(
      issuesOf(ZDocumentAttributes, {
        documentType: 'OTHER_DOCUMENT',
        otherServiceName: 'x'.repeat(201),
      }),
    ).toEqual({ otherServiceName: ['Other service name should be 200 characters or less'] });
  });
});
