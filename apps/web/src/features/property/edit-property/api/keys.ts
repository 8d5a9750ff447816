/**
 * The edit property dialog's cache keys, under the property's own ['property', id] so a save
 * refreshes everything shown of the property.
 */
export const editPropertyKeys = {
  property: (propertyId: number) => ['property', propertyId] as const,
  keyDetails: (propertyId: number) =>
    [...editPropertyKeys.property(propertyId), 'key-details'] as const,
};
