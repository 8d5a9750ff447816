import { formatAbn } from '@portal/contracts';

/**
 * The provider who issues the portal's documents and emails, as configured (PROVIDER_NAME,
 * PROVIDER_LEGAL_NAME, PROVIDER_ABN; the contact is the help desk's, HELP_PHONE and HELP_EMAIL).
 */
export interface ProviderIdentity {
  /** The trading name (the From name of emails). */
  name: string;
  legalName: string;
  /** 11 digits. */
  abn: string;
  phone: string;
  email: string;
}

/** The lines every PDF and email carries: legal name, ABN, then how to reach the provider. */
export function providerLines(provider: ProviderIdentity): {
  legalName: string;
  abn: string;
  phone: string;
  email: string;
} {
  return {
    legalName: provider.legalName,
    abn: `ABN ${formatAbn(provider.abn)}`,
    phone: `Phone ${provider.phone}`,
    email: provider.email,
  };
}
