import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createActor, fromCallback } from 'xstate';
import { renderWithProviders } from '../../../testing/render';
import { queueStore } from './queue-store';
import { UploadTray } from './upload-tray';
import {
  uploadQueueMachine,
  type UploadInput,
  type UploadQueueEvent,
} from './upload-queue-machine';

const TARGET = { owner: 'managed' as const, propertyId: 7, address: '1 Test St' };

describe('UploadTray', () => {
  it('should show nothing until a page starts the queue, then the heading, rows in order, Cancel and Clear', async () => {
    const reports = new Map<number, (event: UploadQueueEvent) => void>();
    const queue = createActor(
      uploadQueueMachine.provide({
        actors: {
          upload: fromCallback<UploadQueueEvent, UploadInput>(({ sendBack, input }) => {
            reports.set(input.id, sendBack);
          }),
        },
      }),
      // A clock whose timers never fire: the queue's check of every second would start the
      // queued files while a busy machine is still clicking, and these rows must stay queued.
      { clock: { setTimeout: () => 0, clearTimeout: () => undefined } },
    ).start();
    renderWithProviders(<UploadTray />, { mantineTestEnv: true });
    expect(screen.queryByTestId('upload-tray')).toBeNull();

    act(() => {
      queueStore.set(queue);
      queue.send({
        type: 'ADD',
        files: ['a.pdf', 'b.exe', 'c.pdf'].map((name) => new File(['x'], name)),
        target: TARGET,
      });
    });
    const button = await screen.findByRole('button', { name: 'Uploading documents (2)' });
    await userEvent.click(button);
    const panel = await screen.findByRole('list', { name: 'Your uploads' });
    expect(screen.getByText("Don't close this window while uploads are in progress")).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['b.exe: Failed (Invalid file type)', 'a.pdf: Queued', 'c.pdf: Queued']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel a.pdf' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel c.pdf' }));
    expect(await screen.findByRole('button', { name: '1 upload(s) failed' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: /upload/ })).toBeNull();
    queue.stop();
  });
});
