import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queueStore } from './queue-store';
import { uploadQueue } from './upload-queue';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the app’s upload queue', () => {
  it('should warn before the page is left while a file is queued or uploading, and not after', () => {
    expect(leave()).toBe(false);
    const queue = uploadQueue(new QueryClient());
    expect(queueStore.get()).toBe(queue);
    expect(uploadQueue(new QueryClient())).toBe(queue);
    queue.send({
      type: 'ADD',
      files: [new File(['x'], 'a.txt'), new File(['x'], 'b.exe')],
      target: { owner: 'managed', propertyId: 1, address: '' },
    });
    expect(leave()).toBe(true);
    queue.send({ type: 'CANCEL', id: 1 });
    // Only the refused file is left: nothing to lose.
    expect(leave()).toBe(false);
    queue.stop();
  });
});
