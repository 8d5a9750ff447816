import { defineCall } from '../api/call';
import { ZIdParams } from '../api/invoices-quotes';
import { ZIntegratedProperty } from '../api/property-non-managed';
import { ZNonResidentialChange } from '../rules/integrated-property';

// Non-managed (integrated) properties: the agency's software's properties serviced by other
// providers or nobody, /non-managed-property/{agencyPortfolioPropertyId} (spec 2 §7).

const NOT_FOUND =
  "404 'Integrated property not found' when the id is not one of the session agency's " +
  'non-managed properties (a managed property’s id included).';

export const detail = defineCall({
  method: 'GET',
  path: '/v1/integrated-property/:id',
  access: 'session',
  tags: ['property'],
  summary: "Another provider's property: address, residential status, manager and services",
  description:
    'id is the agencyPortfolioPropertyId of the other-providers portfolio. Services in the ' +
    `service display order with who services each. ${NOT_FOUND}`,
  params: ZIdParams,
  data: ZIntegratedProperty,
  errors: [400, 404],
});

export const changeResidentialStatus = defineCall({
  method: 'PATCH',
  path: '/v1/integrated-property/:id',
  access: 'session',
  tags: ['property'],
  summary: "Changes whether another provider's property is a residential rental property",
  description:
    "isResidentialProperty false needs nonResidentialPropertyType ('Property type is " +
    "required'); true drops it. A non-residential property's compliance status is 'Non-" +
    "residential property'; one made residential again takes the status its services give. " +
    'Answers the property as GET does; the audit log records a change (none when nothing ' +
    `changes). ${NOT_FOUND}`,
  params: ZIdParams,
  body: ZNonResidentialChange,
  data: ZIntegratedProperty,
  errors: [400, 404],
});
