import { formatDate, noticeTypeLabels } from '@portal/contracts';
import { html } from '../../html';
import type { Viewer } from '../context';
import type { NoticeRow } from '../queries/notices';
import type { Paged } from '../paging';
import {
  addressSearch,
  badge,
  labelFor,
  legacyPage,
  legacyPath,
  pagedList,
  propertyLink,
  withQuery,
} from './layout';

function status(notice: NoticeRow) {
  if (notice.resolvedAt) return badge('Resolved', 'good');
  return notice.isUrgent ? badge('Active · urgent', 'bad') : badge('Active', 'warn');
}

export function noticesPage(
  viewer: Viewer,
  list: Paged<NoticeRow>,
  search: string | undefined,
): string {
  const path = legacyPath(viewer, '/Notices/view');
  return legacyPage(viewer, {
    title: search ? `Notices for ${search}` : 'Notices',
    current: 'notices',
    body: html`<h1>Notices</h1>
      ${addressSearch(path, search, 'Property address')}
      ${pagedList(list, {
        singular: 'notice',
        plural: 'notices',
        caption: search ? `Notices for ${search}, active first` : 'Notices, active first',
        pageHref: (page) => withQuery(path, { search, page }),
        columns: [
          { header: 'Type', cell: (n) => labelFor(noticeTypeLabels, n.noticeType) },
          {
            header: 'Property',
            cell: (n) => propertyLink(viewer, n.propertyId, n.address),
            kind: 'address',
          },
          { header: 'Created', cell: (n) => formatDate(n.createdAt), kind: 'nowrap' },
          { header: 'Status', cell: status },
        ],
      })}`,
  });
}
