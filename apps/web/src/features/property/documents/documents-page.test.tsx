import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOCUMENT_MESSAGES,
  propertyDocumentsCalls as calls,
  type TPropertyDocument,
  type TPropertyDocuments,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, on } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { DocumentsPage } from './documents-page';

const REPORT: TPropertyDocument = {
  id: 11,
  name: 'Smoke alarm report.pdf',
  size: 250_000,
  type: 'SERVICE_REPORT_DOCUMENT',
  services: ['smoke'],
  otherServiceName: null,
  createdAt: '2026-05-02T01:00:00.000Z',
  uploadedBy: 'Dana Manager',
  downloadUrl: '/v1/property/501/documents/11/file',
};
const CERTIFICATE: TPropertyDocument = {
  ...REPORT,
  id: 12,
  name: 'Gas certificate.pdf',
  type: 'CERTIFICATE_DOCUMENT',
  services: ['gas'],
  otherServiceName: 'Pool fence',
};
const LIST: TPropertyDocuments = {
  items: [CERTIFICATE, REPORT],
  total: 2,
  unfilteredTotal: 2,
  facets: {
    types: [
      { code: 'SERVICE_REPORT_DOCUMENT', count: 1 },
      { code: 'CERTIFICATE_DOCUMENT', count: 1 },
    ],
    services: [
      { code: 'smoke', count: 1 },
      { code: 'gas', count: 1 },
    ],
  },
};
const TYPES = [
  { code: 'SERVICE_REPORT_DOCUMENT' as const, name: 'Service report' },
  { code: 'CERTIFICATE_DOCUMENT' as const, name: 'Certificate' },
];
const SERVICES = [
  { code: 'smoke' as const, name: 'Smoke Alarms', icon: 'smoke' as const },
  { code: 'gas' as const, name: 'Gas', icon: 'gas' as const },
];

const routes = [
  {
    path: '/property/:propertyId/documents',
    element: <DocumentsPage owner="managed" propertyId={501} address="4/27 Station Street" />,
  },
];
const open = (path = '/property/501/documents') => renderRoute(path, { routes });

describe('DocumentsPage', () => {
  it('should list the documents with their type, services and the facets of the filters', async () => {
    const api = mockApi(on(calls.list, LIST));
    open();

    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Gas certificate.pdf',
      'Smoke alarm report.pdf',
    ]);
    expect(within(rows[0]!).getByText(/^Certificate · 244 KB/)).toBeVisible();
    expect(within(rows[0]!).getByText('Pool fence')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Gas (1)' }));
    await waitFor(() => expect(api.callsTo(calls.list).at(-1)!.query.get('service')).toBe('GAS'));
  });

  it("should ask for the links' filter and let it be removed", async () => {
    const api = mockApi(on(calls.list, { ...LIST, items: [REPORT], total: 1 }));
    open('/property/501/documents?filter=SERVICE_REPORT&service=SMOKE');

    await screen.findByRole('list', { name: 'Documents' });
    const asked = api.callsTo(calls.list)[0]!.query;
    expect([asked.get('filter'), asked.get('service')]).toEqual(['SERVICE_REPORT', 'SMOKE']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Service reports' }));
    await waitFor(() => expect(api.callsTo(calls.list).at(-1)!.query.get('filter')).toBeNull());
  });

  it('should say so when no document matches, and when there is none', async () => {
    const empty = { ...LIST, items: [], total: 0 };
    mockApi(on(calls.list, empty));
    open('/property/501/documents?type=QUOTE_DOCUMENT');
    expect(await screen.findByText('No documents match these filters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it("should show the 'not found' message of a 404 and 'Failed to load documents' otherwise", async () => {
    mockApi(on(calls.list, fail(404, 'Property not found')));
    const { unmount } = open();
    expect(await screen.findByText('Property not found')).toBeVisible();
    unmount();
    mockApi(on(calls.list, fail(500)));
    open();
    expect(await screen.findByText('Failed to load documents')).toBeVisible();
  });

  it('should refuse an other service name over 200 characters and save the attributes', async () => {
    const api = mockApi(
      on(calls.list, LIST),
      on(calls.types, TYPES),
      on(calls.services, SERVICES),
      on(calls.update, { ...REPORT, type: 'CERTIFICATE_DOCUMENT' }),
    );
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Actions for Smoke alarm report.pdf' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update attributes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update document attributes' });
    const other = within(dialog).getByRole('textbox', { name: 'Other service name' });
    await userEvent.click(other);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/200 characters or less/)).toBeVisible();
    expect(api.callsTo(calls.update)).toHaveLength(0);

    await userEvent.clear(other);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Gas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(calls.update)).toHaveLength(1));
    expect(api.callsTo(calls.update)[0]!.body).toEqual({
      documentType: 'SERVICE_REPORT_DOCUMENT',
      services: ['smoke', 'gas'],
      otherServiceName: null,
    });
    expect(await screen.findByText('Document updated')).toBeVisible();
  });

  it("should say why a download was refused in the server's words, and name the file otherwise", async () => {
    const api = mockApi(
      on(calls.list, LIST),
      on(calls.download, ({ params }) =>
        params.docId === '12' ? fail(404, DOCUMENT_MESSAGES.fileMissing) : fail(500),
      ),
    );
    open();
    const certificate = await screen.findByRole('listitem', { name: 'Gas certificate.pdf' });
    await userEvent.click(within(certificate).getByRole('button', { name: 'Download' }));
    const refused = (await screen.findAllByText(DOCUMENT_MESSAGES.downloadFailed))[0]!;
    expect(refused.closest('[role="alert"]')).toHaveTextContent(
      `Gas certificate.pdf: ${DOCUMENT_MESSAGES.fileMissing}`,
    );

    const report = screen.getByRole('listitem', { name: 'Smoke alarm report.pdf' });
    await userEvent.click(within(report).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.callsTo(calls.download)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByText(DOCUMENT_MESSAGES.downloadFailed)).toHaveLength(2),
    );
    const failed = screen
      .getAllByText(DOCUMENT_MESSAGES.downloadFailed)[1]!
      .closest('[role="alert"]');
    expect(failed).toHaveTextContent('Smoke alarm report.pdf');
    expect(failed).not.toHaveTextContent('Something went wrong');
  });

  it('should delete a document only once it is confirmed', async () => {
    const api = mockApi(on(calls.list, LIST), on(calls.remove, null));
    open();
    const actions = await screen.findByRole('button', { name: 'Actions for Gas certificate.pdf' });
    await userEvent.click(actions);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(calls.remove)).toHaveLength(0);

    await userEvent.click(actions);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(calls.remove)).toHaveLength(1));
    expect(api.callsTo(calls.remove)[0]!.params).toEqual({ id: '501', docId: '12' });
    expect(await screen.findByText('Document deleted')).toBeVisible();
  });
});
