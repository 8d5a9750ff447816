import { nonResidentialTypeLabels, type TNonResidentialType } from '../enums/properties';

/** The words of the non-managed property page and its dialog (spec 2 §2, §5, §8), and the portal's own. */
export const NON_MANAGED_PROPERTY_MESSAGES = {
  notFound: 'Integrated property not found',
  loadError: 'The property could not be loaded',
  otherProvider:
    'This property is serviced by another provider. Its details come from your property ' +
    'management software; changes made there can take up to 24 hours to appear here.',
  changeStatusTitle: 'Change residential rental property status',
  changeStatusButton: 'Change status',
  residentialQuestion: 'Is this a residential rental property?',
  propertyTypeLabel: 'Property type',
  saved: 'Residential rental property status updated',
  unchanged: 'The residential rental property status is unchanged',
  saveFailed: 'Failed to update the residential rental property status',
  noServices: 'No services are recorded for this property',
  noProvider: 'No supplier',
  noManager: 'No property manager',
} as const;

/** The residential status in words: 'Residential rental property', 'Non-residential (Strata)'. */
export function residentialStatusLabel(property: {
  isResidentialProperty: boolean;
  nonResidentialPropertyType: TNonResidentialType | null;
}): string {
  if (property.isResidentialProperty) return 'Residential rental property';
  const type = property.nonResidentialPropertyType;
  return type
    ? `Non-residential property (${nonResidentialTypeLabels[type]})`
    : 'Non-residential property';
}
