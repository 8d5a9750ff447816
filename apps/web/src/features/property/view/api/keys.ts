/** The one query-key factory of the property view: everything read about one property. */
export const propertyViewKeys = {
  all: ['property'] as const,
  property: (propertyId: number) => [...propertyViewKeys.all, propertyId] as const,
  detail: (propertyId: number) => [...propertyViewKeys.property(propertyId), 'detail'] as const,
  list: (propertyId: number, list: string, params?: object) =>
    [...propertyViewKeys.property(propertyId), list, params ?? {}] as const,
};
