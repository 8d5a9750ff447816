/** The one query-key factory of the non-managed property page. */
export const nonManagedPropertyKeys = {
  all: ['non-managed-property'] as const,
  property: (id: number) => [...nonManagedPropertyKeys.all, id] as const,
  detail: (id: number) => [...nonManagedPropertyKeys.property(id), 'detail'] as const,
};
