import type { TManagedBy } from '@portal/contracts';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { OtherProvidersPortfolio } from '../components/other-providers-portfolio';
import { ProviderPortfolio } from '../components/provider-portfolio';
import { parseManagedBy } from '../utils/portfolio-params';

/** The page for each managed-by value: OTHER is the other service providers' portfolio. */
const PAGES: Record<TManagedBy, ComponentType> = {
  PROVIDER: ProviderPortfolio,
  OTHER: OtherProvidersPortfolio,
};

/** /portfolio: every filter lives in the URL, so a view can be bookmarked, shared and restored. */
export default function PortfolioPage() {
  const [searchParams] = useSearchParams();
  const Page = PAGES[parseManagedBy(searchParams)];
  return <Page />;
}
