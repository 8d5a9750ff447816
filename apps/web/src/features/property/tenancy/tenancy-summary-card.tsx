/** The property's tenancy summary, on its overview. */
export function TenancySummaryCard({ propertyId }: { propertyId: number }) {
  return <div data-property-id={propertyId} />;
}
