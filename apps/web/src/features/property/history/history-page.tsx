import { ComingSoon } from '../../../components/coming-soon';

/** The property's history (/property/{id}/history). */
export function HistoryPage({ propertyId }: { propertyId: number }) {
  return <ComingSoon key={propertyId} />;
}
