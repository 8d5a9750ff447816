import { z } from 'zod/mini';
import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import { FILE_TYPES } from '../api/files';
import { ZPortfolioQuery } from '../api/list-queries';
import { PROPERTY_SORT_DESCRIPTION } from '../api/list-sort';
import {
  ZIntegratedPortfolioItem,
  ZIntegratedPortfolioListExportQuery,
  ZIntegratedPortfolioListQuery,
  ZIntegratedPortfolioManager,
  ZPortfolioItem,
  ZServiceProvider,
} from '../api/portfolio';

// The portfolio list and the integrated (other providers') portfolio (spec 3-action-required).

export const list = defineCall({
  method: 'GET',
  path: '/v1/portfolio',
  access: 'session',
  tags: ['portfolio'],
  summary: 'Portfolio list with search, facets and service filters',
  description:
    'The session agency’s properties with the provider, in the order of sort (by address ' +
    `unless asked). ${PROPERTY_SORT_DESCRIPTION} query: every word ` +
    'must appear in the address. facet (repeated): compliance filters OR together, action facets ' +
    'OR together, and the two groups AND (GasConfirmationRequired only for VIC agencies; ' +
    'NewManagements is not a property filter: 400). service (repeated) with serviceExclusivity: ' +
    'Including any of them, Only all of them, Excluding none of them (active services only). ' +
    'total counts the matches; unfilteredTotal the portfolio before filters (property-manager ' +
    'still applies; may be up to 30 seconds old). A page past the end lists nothing. ' +
    'new-access-issues=1: the access-issue facets read access-issue cases (else unresolved ' +
    'notices); new-problem-register=1: the reported-findings facets read reported findings ' +
    '(else the quotes awaiting approval).',
  query: ZPortfolioQuery,
  data: zListOf(ZPortfolioItem),
  errors: [400],
});

const INTEGRATED =
  'The agency’s software portfolio, in the order of sort (by address unless asked; due-date ' +
  `reads nextDueDate): ${PROPERTY_SORT_DESCRIPTION} provided-by PROVIDER lists the provider’s ` +
  'integrated properties (compliancePropertyId), OTHER the properties serviced by other ' +
  'providers or nobody (agencyPortfolioPropertyId); absent, both. facet (repeated, ORed): the ' +
  'other providers’ stats by compliance status. services (repeated): any of them. query: ' +
  'every word must appear in the address. unfilteredTotal: the whole integrated portfolio ' +
  '(property-manager still applies).';

export const integrated = defineCall({
  method: 'GET',
  path: '/v1/portfolio/integrated',
  access: 'session',
  tags: ['portfolio'],
  summary: 'Integrated portfolio: the provider’s and other service providers’ properties',
  description: INTEGRATED,
  query: ZIntegratedPortfolioListQuery,
  data: zListOf(ZIntegratedPortfolioItem),
  errors: [400],
});

export const integratedExport = defineCall({
  method: 'GET',
  path: '/v1/portfolio/integrated/export',
  access: 'session',
  tags: ['portfolio'],
  summary: 'The filtered integrated portfolio as an .xlsx spreadsheet',
  description:
    'The filters of GET /v1/portfolio/integrated (no paging), in address order, saved as ' +
    'fileName (.xlsx added when missing); dates are dates (dd/mm/yyyy). Streamed; a failure ' +
    'carries its message in x-error-message.',
  query: ZIntegratedPortfolioListExportQuery,
  file: { contentType: FILE_TYPES.xlsx, description: 'The .xlsx spreadsheet' },
  errors: [400],
});

export const integratedPropertyManagers = defineCall({
  method: 'GET',
  path: '/v1/portfolio/integrated/property-managers',
  access: 'session',
  tags: ['portfolio'],
  summary: 'Property managers with a property in the integrated portfolio, by name',
  data: z.array(ZIntegratedPortfolioManager),
  errors: [400],
});

export const integratedServiceProviders = defineCall({
  method: 'GET',
  path: '/v1/portfolio/integrated/service-providers',
  access: 'session',
  tags: ['portfolio'],
  summary: 'Service providers of the integrated portfolio: the provider, then the others',
  data: z.array(ZServiceProvider),
  errors: [400],
});
