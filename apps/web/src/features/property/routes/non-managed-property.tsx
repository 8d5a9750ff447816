import { useParams } from 'react-router';
import {
  NonManagedPropertyNotFound,
  NonManagedPropertyPage as PropertyPage,
} from '../non-managed/non-managed-property-page';

/**
 * /non-managed-property/{agencyPortfolioPropertyId} and its pages: another provider's property
 * (the other-providers portfolio's rows lead here). An id that cannot be one reads as not found.
 */
export default function NonManagedPropertyPage() {
  const { agencyPortfolioPropertyId: rawId = '', page } = useParams();
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    return <NonManagedPropertyNotFound />;
  return <PropertyPage key={id} id={id} page={page} />;
}
