import { Anchor, Text } from '@mantine/core';
import { isExperimentOn, type TPropertyRef } from '@portal/contracts';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { appPaths, legacyPaths } from '../lib/paths';
import { useSignedIn } from '../lib/session/signed-in-context';
import { legacyUrl } from '../lib/session/system-urls';
import classes from './property-link.module.css';

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

interface PropertyAddressProps {
  /** The address's two lines. */
  property: Pick<TPropertyRef, 'addressLine1' | 'addressLine2'>;
  /** The first line opens this property (PropertyLink)… */
  propertyId?: number | null;
  /** …or else this page of the portal; with neither, the first line is plain text. */
  to?: string | null;
  /**
   * The link in the text's colour, its box stretched over the row or card around it (which
   * must be `position: relative`), so the whole row opens the property.
   */
  stretched?: boolean;
}

/** A property's address in a list: the first line, bold, opens the property; the second below. */
export function PropertyAddress({ property, propertyId, to, stretched }: PropertyAddressProps) {
  // A link in the link colour, or in the text's, stretched over its row.
  const Look = stretched ? Text : Anchor;
  const look = {
    fw: 600,
    fz: 'sm',
    display: 'block',
    className: stretched ? classes.stretched : undefined,
  } as const;
  return (
    <>
      {propertyId != null ? (
        <Look component={PropertyLink} propertyId={propertyId} {...look}>
          {property.addressLine1}
        </Look>
      ) : to ? (
        <Look component={Link} to={to} {...look}>
          {property.addressLine1}
        </Look>
      ) : (
        <Text fw={600} fz="sm">
          {property.addressLine1}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {property.addressLine2}
      </Text>
    </>
  );
}
