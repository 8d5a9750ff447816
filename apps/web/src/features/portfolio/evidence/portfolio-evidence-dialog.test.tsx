import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultEvidenceFrom,
  formatDate,
  PORTFOLIO_EVIDENCE_MAX_PROPERTIES,
  PORTFOLIO_EVIDENCE_MESSAGES as M,
  portfolioEvidenceCalls as calls,
  portfolioEvidenceCovers,
  portfolioEvidenceTooMany,
  todayIsoDate,
  type TPortfolioEvidencePack,
} from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockDownload } from '../../../testing/download';
import { fail, file, mockApi, on } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PortfolioEvidenceButton } from './portfolio-evidence-button';
import type { PackFilters } from './portfolio-evidence-dialog';

const FILTERS: PackFilters = {
  query: 'smith',
  services: ['smoke'],
  serviceExclusivity: 'Only',
  facets: ['Overdue'],
  propertyManagerId: 7,
  newAccessIssues: false,
  newProblemRegister: true,
};

const pack = (overrides: Partial<TPortfolioEvidencePack> = {}): TPortfolioEvidencePack => ({
  id: 1,
  status: 'queued',
  from: '2025-01-01',
  to: '2025-12-31',
  done: 0,
  total: 12,
  fileName: 'evidence-pack-portfolio-2025-01-01-to-2025-12-31.zip',
  sizeBytes: null,
  expiresAt: null,
  message: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

async function openDialog(count: number | undefined = 12) {
  const view = renderWithProviders(<PortfolioEvidenceButton filters={FILTERS} count={count} />, {
    mantineTestEnv: true,
  });
  await userEvent.click(screen.getByRole('button', { name: M.action }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: M.title }) };
}

describe('PortfolioEvidenceButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it("should start the pack of the view's filters for the last 12 months, then show its progress and toast when it is ready", async () => {
    const api = mockApi(on(calls.recent, []), on(calls.start, pack()));
    const { dialog, queryClient } = await openDialog();
    expect(within(dialog).getByText(portfolioEvidenceCovers(12))).toBeInTheDocument();
    expect(await within(dialog).findByText(M.noRecent)).toBeInTheDocument();

    api.set(on(calls.recent, [pack({ status: 'building', done: 5 })]));
    await userEvent.click(within(dialog).getByRole('button', { name: M.start }));

    expect(await screen.findByText(M.started)).toBeInTheDocument();
    const [started] = api.callsTo(calls.start);
    const today = todayIsoDate();
    expect(started?.query.get('from')).toBe(formatDate(defaultEvidenceFrom(today)));
    expect(started?.query.get('to')).toBe(formatDate(today));
    expect(started?.query.get('query')).toBe('smith');
    expect(started?.query.getAll('service')).toEqual(['smoke']);
    expect(started?.query.get('serviceExclusivity')).toBe('Only');
    expect(started?.query.getAll('facet')).toEqual(['Overdue']);
    expect(started?.query.get('property-manager')).toBe('7');
    expect(started?.query.get('new-problem-register')).toBe('1');
    expect(started?.query.has('new-access-issues')).toBe(false);
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Building: 5 of 12 properties' }),
    ).toBeInTheDocument();

    // The next poll finds it ready: a toast says so, and its download is offered.
    act(() => {
      queryClient.setQueryData(
        ['portfolio', 'evidence-packs'],
        [
          pack({
            status: 'ready',
            done: 12,
            sizeBytes: 3 * 1024 * 1024,
            expiresAt: '2026-01-09T03:04:05.000Z',
          }),
        ],
      );
    });
    expect(await screen.findByText(M.ready)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/12 properties, 3\.0 MB, kept until 09\/01\/2026/),
    ).toBeInTheDocument();
  });

  it.each([
    [0, M.none],
    [
      PORTFOLIO_EVIDENCE_MAX_PROPERTIES + 1,
      portfolioEvidenceTooMany(PORTFOLIO_EVIDENCE_MAX_PROPERTIES + 1),
    ],
  ])('should say why and offer no start when the view has %i properties', async (count, why) => {
    const api = mockApi(on(calls.recent, []));
    const { dialog } = await openDialog(count);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(why);
    expect(within(dialog).getByRole('button', { name: M.start })).toBeDisabled();
    expect(api.callsTo(calls.start)).toHaveLength(0);
  });

  it("should keep the dialog open with the server's reason when the start is refused", async () => {
    mockApi(
      on(calls.recent, []),
      on(calls.start, fail(429, 'Too many requests. Please try again in 60 minutes.')),
    );
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: M.start }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(M.startFailed);
    expect(alert).toHaveTextContent('Please try again in 60 minutes.');
  });

  it('should list a failed pack with its words and download a ready one from the keyboard', async () => {
    mockApi(
      on(calls.recent, [
        pack({
          id: 2,
          status: 'ready',
          done: 12,
          sizeBytes: 2048,
          expiresAt: '2026-01-09T00:00:00.000Z',
        }),
        pack({ id: 1, status: 'failed', message: M.gaveUp }),
      ]),
    );
    const download = mockDownload(
      calls.download,
      file('PK\u0003\u0004', { 'Content-Type': 'application/zip' }),
    );
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(M.gaveUp)).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: /Download the pack of/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(download.click).toHaveBeenCalledTimes(1));
    expect(download.calls()[0]?.params.id).toBe('2');
  });

  it('should say so and offer to try again when the recent packs cannot be loaded', async () => {
    mockApi(on(calls.recent, fail(503, 'The server is restarting')));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(M.recentFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
