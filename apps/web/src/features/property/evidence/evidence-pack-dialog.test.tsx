import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultEvidenceFrom,
  EVIDENCE_PACK_MESSAGES as M,
  formatDate,
  propertyEvidenceCalls,
  todayIsoDate,
} from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockDownload } from '../../../testing/download';
import { fail, file } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { EvidencePackButton } from './evidence-pack-dialog';

const PACK = propertyEvidenceCalls.pack;
const ZIP = file('PK\u0003\u0004', {
  'Content-Type': 'application/zip',
  'Content-Disposition': 'attachment; filename="evidence-pack-12-main-street.zip"',
});

async function openDialog() {
  renderWithProviders(<EvidencePackButton propertyId={42} />, { mantineTestEnv: true });
  await userEvent.click(screen.getByRole('button', { name: M.action }));
  return screen.findByRole('dialog', { name: M.title });
}

describe('EvidencePackButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should download the last 12 months and toast when the dialog is submitted as it opens', async () => {
    const download = mockDownload(PACK, ZIP);
    const dialog = await openDialog();
    const today = todayIsoDate();
    expect(within(dialog).getByRole('textbox', { name: /From/ })).toHaveValue(
      formatDate(defaultEvidenceFrom(today)),
    );
    expect(within(dialog).getByRole('textbox', { name: /To/ })).toHaveValue(formatDate(today));

    await userEvent.click(within(dialog).getByRole('button', { name: M.download }));

    expect(await screen.findByText(M.done)).toBeInTheDocument();
    const [call] = download.calls();
    expect(call?.params.id).toBe('42');
    expect(call?.query.get('from')).toBe(formatDate(defaultEvidenceFrom(today)));
    expect(call?.query.get('to')).toBe(formatDate(today));
    expect(download.click).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: M.title })).not.toBeInTheDocument();
  });

  it("should keep the dialog open with the server's reason when the download fails", async () => {
    mockDownload(PACK, fail(400, M.tooLong));
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: M.download }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(M.failed);
    expect(alert).toHaveTextContent(M.tooLong);
  });

  it('should refuse a last day before the first without asking the server', async () => {
    const download = mockDownload(PACK, ZIP);
    const dialog = await openDialog();
    const from = within(dialog).getByRole('textbox', { name: /From/ });
    const to = within(dialog).getByRole('textbox', { name: /To/ });
    await userEvent.clear(to);
    await userEvent.type(to, '01/01/2020');
    await userEvent.tab();

    expect(await within(dialog).findByText(M.toBeforeFrom)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: M.download }));
    expect(download.calls()).toHaveLength(0);

    await userEvent.clear(from);
    await userEvent.type(from, '01/01/2019');
    await userEvent.tab();
    expect(within(dialog).queryByText(M.toBeforeFrom)).not.toBeInTheDocument();
  });
});
