/** The query keys of a property's tenancies. */
export const tenancyKeys = {
  all: ['tenancy'] as const,
  property: (propertyId: number) => [...tenancyKeys.all, propertyId] as const,
  current: (propertyId: number) => [...tenancyKeys.property(propertyId), 'current'] as const,
  list: (propertyId: number) => [...tenancyKeys.property(propertyId), 'list'] as const,
};
