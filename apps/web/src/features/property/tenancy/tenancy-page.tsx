import { ComingSoon } from '../../../components/coming-soon';

/** The tenancy sub-page (/property/{id}/tenancy); it reads ?dialog=add|edit|renew itself. */
export function TenancyPage({ propertyId }: { propertyId: number }) {
  return <ComingSoon key={propertyId} />;
}
