import { formatDate } from '@portal/contracts';
import { html } from '../../html';
import type { Viewer } from '../context';
import type { ServiceReportRow } from '../queries/service-reports';
import type { Paged } from '../paging';
import {
  formatAddress,
  legacyPage,
  legacyPath,
  pagedList,
  propertyLink,
  serviceList,
  withQuery,
} from './layout';

const services = (r: ServiceReportRow) =>
  [serviceList(r.services), r.otherServiceName].filter(Boolean).join(', ') || '—';

const property = (viewer: Viewer, r: ServiceReportRow) => {
  if (r.propertyId !== null && r.address) return propertyLink(viewer, r.propertyId, r.address);
  return r.address ? formatAddress(r.address) : '—';
};

export function serviceReportsPage(viewer: Viewer, list: Paged<ServiceReportRow>): string {
  const path = legacyPath(viewer, '/ComplianceReports/listView');
  return legacyPage(viewer, {
    title: 'Service reports',
    current: 'reports',
    body: html`<h1>Service reports</h1>
      ${pagedList(list, {
        singular: 'service report',
        plural: 'service reports',
        caption: 'Service reports, newest first',
        pageHref: (page) => withQuery(path, { page }),
        columns: [
          { header: 'Report', cell: (r) => r.name },
          { header: 'Property', cell: (r) => property(viewer, r), kind: 'address' },
          { header: 'Service', cell: services },
          { header: 'Date', cell: (r) => formatDate(r.createdAt), kind: 'nowrap' },
        ],
      })}`,
  });
}
