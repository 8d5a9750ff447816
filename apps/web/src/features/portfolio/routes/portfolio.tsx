import type { TManagedBy } from '@portal/contracts';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ProviderPortfolio } from '../components/provider-portfolio';
import { parseManagedBy } from '../utils/portfolio-params';

/**
 * The page for each managed-by value. OTHER is the other providers' portfolio (spec
 * 1-foundation), a page of its own not built yet: until it is, OTHER shows this one.
 */
const PAGES: Record<TManagedBy, ComponentType> = {
  PROVIDER: ProviderPortfolio,
  OTHER: ProviderPortfolio,
};

/** /portfolio: every filter lives in the URL, so a view can be bookmarked, shared and restored. */
export default function PortfolioPage() {
  const [searchParams] = useSearchParams();
  const Page = PAGES[parseManagedBy(searchParams)];
  return <Page />;
}
