import { describe, expect, it } from 'vitest';
import {
  SERVICES,
  SERVICES_IN_DISPLAY_ORDER,
  SERVICE_CODES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPE_LABEL_CODES,
  serviceByCode,
  serviceById,
  serviceLabels,
  servicesForState,
} from './services';

describe('services', () => {
  it('should number smoke 1, gas 2 and electrical 3 when read', () => {
    expect(serviceById(1).code).toBe('smoke');
    expect(serviceById(2).code).toBe('gas');
    expect(serviceById(3).code).toBe('electrical');
    expect(SERVICES.map((service) => service.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('should order smoke, electrical, gas, blinds, water, rcd when displayed', () => {
    expect(SERVICES_IN_DISPLAY_ORDER.map((service) => service.code)).toEqual([
      'smoke',
      'electrical',
      'gas',
      'blinds',
      'water',
      'rcd',
    ]);
  });

  it('should mark only electrical and gas as VIC-only when read', () => {
    const vicOnly = SERVICES.filter((service) => service.vicOnly).map((service) => service.code);
    expect(vicOnly.sort()).toEqual(['electrical', 'gas']);
  });

  it('should offer all six services when the state is VIC', () => {
    expect(servicesForState('VIC').map((service) => service.code)).toEqual([
      'smoke',
      'electrical',
      'gas',
      'blinds',
      'water',
      'rcd',
    ]);
  });

  it('should leave out electrical and gas when the state is not VIC', () => {
    for (const state of ['NSW', 'QLD', 'WA', null, undefined]) {
      expect(servicesForState(state).map((service) => service.code)).toEqual([
        'smoke',
        'blinds',
        'water',
        'rcd',
      ]);
    }
  });

  it("should throw 'Service ID is required' when the id is unknown or missing", () => {
    expect(() => serviceById(0)).toThrow('Service ID is required');
    expect(() => serviceById(7)).toThrow('Service ID is required');
    expect(() => serviceById(null)).toThrow('Service ID is required');
    expect(() => serviceById(undefined)).toThrow('Service ID is required');
  });

  it('should label every service with its safety-service name when displayed', () => {
    expect(serviceLabels).toEqual({
      smoke: 'Smoke Alarms',
      gas: 'Gas',
      electrical: 'Electrical',
      blinds: 'Corded Blinds',
      water: 'Water Efficiency',
      rcd: 'Safety Switch (RCD)',
    });
    for (const service of SERVICES) expect(service.label).toBe(serviceLabels[service.code]);
    expect(Object.keys(serviceLabels)).toEqual([...SERVICE_CODES]);
  });

  it('should find a service when given its code in any case', () => {
    expect(serviceByCode('RCD')?.id).toBe(6);
    expect(serviceByCode('nope')).toBeUndefined();
  });

  it('should name every service-label code when displayed', () => {
    for (const code of SERVICE_TYPE_LABEL_CODES) expect(SERVICE_TYPE_LABELS[code]).toBeTruthy();
    expect(SERVICE_TYPE_LABEL_CODES).toHaveLength(7);
  });
});
