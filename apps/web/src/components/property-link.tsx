import { isExperimentOn } from '@portal/contracts';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { appPaths, legacyPaths } from '../lib/paths';
import { useSignedIn } from '../lib/session/signed-in-context';
import { legacyUrl } from '../lib/session/system-urls';

/**
 * Where a property opens: its page in the portal when the user's PropertyDetailsPage experiment
 * is on, otherwise the property in the compliance system (/Properties/view/{id}).
 */
export function usePropertyHref(): (propertyId: number | string) => {
  href: string;
  external: boolean;
} {
  const { session, experiments } = useSignedIn();
  const portal = isExperimentOn(experiments, 'PropertyDetailsPage');
  return (propertyId) =>
    portal
      ? { href: appPaths.property.detail(propertyId), external: false }
      : {
          href: legacyUrl(session.complianceSystemUrl, legacyPaths.property(propertyId)),
          external: true,
        };
}

export type PropertyLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  propertyId: number | string;
};

/** A link that opens a property, in the portal or in the compliance system (usePropertyHref). */
export function PropertyLink({ propertyId, children, ...rest }: PropertyLinkProps) {
  const { href, external } = usePropertyHref()(propertyId);
  return external ? (
    <a href={href} {...rest}>
      {children}
    </a>
  ) : (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
