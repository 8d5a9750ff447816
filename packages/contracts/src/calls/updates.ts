import { defineCall } from '../api/call';
import { zListOf } from '../api/envelope';
import { FILE_TYPES } from '../api/files';
import { ZUpdateSummaryQuery } from '../api/list-queries';
import { PROPERTY_SORT_DESCRIPTION } from '../api/list-sort';
import {
  ZConfirmedPropertyDetails,
  ZConfirmPropertyParams,
  ZOverdueUpdateProperty,
  ZUpdateSummaryExportQuery,
  ZUpdateSummaryItem,
} from '../api/updates';

// The required updates (spec 3-action-required: /action-required/update).

const FILTERS =
  'query: every word must appear in the address. facet (repeated): compliance filters OR ' +
  'together, action facets OR together, the groups AND (as GET /v1/portfolio, access issues ' +
  'and reported findings read their current tables). service (repeated) with ' +
  'serviceExclusivity: Including any, Only all, Excluding none of them.';

export const summary = defineCall({
  method: 'GET',
  path: '/v1/update/summary',
  access: 'session',
  tags: ['updates'],
  summary: 'Required updates: properties waiting for details from the agency',
  description:
    'Portfolio properties whose lease agreement must be updated or with a service ' +
    'UPDATES_REQUIRED, in the order of sort (by address unless asked; due-date reads ' +
    `nextServiceDue). ${PROPERTY_SORT_DESCRIPTION} ${FILTERS} unfilteredTotal: the whole list ` +
    '(property-manager still applies). A page past the end lists nothing.',
  query: ZUpdateSummaryQuery,
  data: zListOf(ZUpdateSummaryItem),
  errors: [400],
});

export const summaryExport = defineCall({
  method: 'GET',
  path: '/v1/update/summary/export',
  access: 'session',
  tags: ['updates'],
  summary: 'The filtered required updates as an .xlsx spreadsheet',
  description:
    'The filters of GET /v1/update/summary (no paging), in address order, saved as fileName ' +
    '(.xlsx added when missing); dates are dates (dd/mm/yyyy). Streamed; a failure carries ' +
    'its message in x-error-message.',
  query: ZUpdateSummaryExportQuery,
  file: { contentType: FILE_TYPES.xlsx, description: 'The .xlsx spreadsheet' },
  errors: [400],
});

export const overdueProperties = defineCall({
  method: 'GET',
  path: '/v1/update/get-all-overdue-properties',
  access: 'session',
  tags: ['updates'],
  summary: 'Every required update with an overdue service, by address',
  data: zListOf(ZOverdueUpdateProperty),
  errors: [400],
});

export const confirmPropertyDetails = defineCall({
  method: 'POST',
  path: '/v1/property/:id/confirm-single-property-details',
  access: 'session',
  tags: ['updates'],
  summary: "Confirm a property's details are current (answers its required updates)",
  params: ZConfirmPropertyParams,
  data: ZConfirmedPropertyDetails,
  errors: [400, 404],
});
