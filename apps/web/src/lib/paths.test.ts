import { describe, expect, it } from 'vitest';
import { legacyPaths } from './paths';
import { legacyUrl, switchBackUrl } from './session/system-urls';

describe('legacyPaths and legacyUrl', () => {
  it('should build the legacy pages on the session system when given its url', () => {
    const system = 'https://cs.example.com.au/qld/';

    expect(legacyUrl(system, legacyPaths.quotes())).toBe(
      'https://cs.example.com.au/qld/Quotations/index',
    );
    expect(legacyUrl(system, legacyPaths.bookings())).toBe(
      'https://cs.example.com.au/qld/Bookings/view',
    );
    expect(legacyUrl('/cs/vic', legacyPaths.manageTenancyChange())).toBe(
      '/cs/vic/BetweenTenancyBatches/manageTenancyChange',
    );
  });

  it('should spell the spec paths with their parameters when parameters are given', () => {
    expect(legacyPaths.quotes({ status: 'Expired' })).toBe('/Quotations/index?status=Expired');
    expect(legacyPaths.newJobOrder()).toBe('/JobOrders/add');
    expect(legacyPaths.newJobOrder({ property_id: 42 })).toBe('/JobOrders/add?property_id=42');
    expect(legacyPaths.newJobOrder({ address: '1 Main St, Carlton' })).toBe(
      '/JobOrders/add?address=1+Main+St%2C+Carlton',
    );
    expect(legacyPaths.notices('12 High St & Co')).toBe('/Notices/view?search=12+High+St+%26+Co');
    expect(legacyPaths.property('7/a')).toBe('/Properties/view/7%2Fa');
    expect(switchBackUrl('/cs/vic')).toBe('/cs/vic/App/switchBackToOriginalUser');
  });
});
