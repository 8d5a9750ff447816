import { lazy, Suspense, useSyncExternalStore } from 'react';
import { queueStore } from './queue-store';

const subscribe = (listener: () => void) => queueStore.subscribe(listener);
const currentQueue = () => queueStore.get();

const UploadTrayPanel = lazy(() =>
  import('./upload-tray-panel').then((module) => ({ default: module.UploadTrayPanel })),
);

/** The header's upload tray: nothing until a page has started the upload queue. */
export function UploadTray() {
  const queue = useSyncExternalStore(subscribe, currentQueue, () => null);
  if (!queue) return null;
  return (
    <Suspense fallback={null}>
      <UploadTrayPanel queue={queue} />
    </Suspense>
  );
}
