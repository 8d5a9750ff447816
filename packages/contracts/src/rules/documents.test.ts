import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  ZDocumentAttributes,
  ZNotificationPreference,
  ZNotificationPreferences,
} from './documents';

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

describe('ZNotificationPreference', () => {
  it('should accept a preference when one is selected', () => {
    expect(
      ZNotificationPreferences.parse([
        { propertyManagerId: 1, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
      ]),
    ).toHaveLength(1);
  });

  it("should say 'You need to select a sending report preference' when none is selected", () => {
    for (const serviceReportsAutoOwnerEmailPreference of [undefined, null, 'SOMETIMES']) {
      expect(
        issuesOf(ZNotificationPreference, {
          propertyManagerId: 1,
          serviceReportsAutoOwnerEmailPreference,
        }),
      ).toEqual({
        serviceReportsAutoOwnerEmailPreference: ['You need to select a sending report preference'],
      });
    }
  });
});
