import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queueStore } from '../features/property/documents/queue-store';
import { forgetLandingSessionRead } from '../lib/session/get-session';
import { installIntersectionObserver, resetIntersections } from './intersection';
import { mockServer, resetMockApi } from './mock-api';

// The test files of a worker share one module graph (isolate: false in vitest.config.ts), so a
// module mocked by one file only would stay real in code another file loaded first: these are
// mocked for every file. Leaving the page (lib/browser) is the browser's, which happy-dom does
// not do; tests read the calls with vi.mocked(...). Charts
// (recharts) need a layout that happy-dom does not compute; the figures' own tests read them.
// The mock functions are made once per worker: code loaded by an earlier file holds them.
const browser = vi.hoisted(() => {
  const shared = globalThis as { portalBrowserMock?: Record<string, unknown> };
  shared.portalBrowserMock ??= { replaceLocation: vi.fn(), assignLocation: vi.fn() };
  return shared.portalBrowserMock;
});
vi.mock('../lib/browser', () => browser);
// The analytics charts are spies, so a test can read the data a chart was given.
const charts = vi.hoisted(() => {
  const shared = globalThis as { portalChartsMock?: Record<string, unknown> };
  shared.portalChartsMock ??= {
    DonutChart: () => null,
    LineChart: vi.fn(() => null),
    BarChart: vi.fn(() => null),
  };
  return shared.portalChartsMock;
});
vi.mock('@mantine/charts', () => charts);

// Whole pages render in a few hundred milliseconds alone, but `npm test` runs three test projects
// beside the browser journeys on two cores, where a route's first lazy import (transformed on
// demand) took more than 5 s: findBy* waits up to 15 s (it returns as soon as the element appears).
configure({ asyncUtilTimeout: 15_000 });

// Parts drawn when they scroll into view (charts, the footer's details) draw at once in tests.
installIntersectionObserver();

// A request to anything but the API (no test means to reach the network) fails the test.
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store, so one test's toast would show in the next.
  notifications.clean();
  resetMockApi();
  resetIntersections();
  // The app keeps one upload queue and one landing session read per page load; each test starts
  // without them.
  queueStore.reset();
  forgetLandingSessionRead();
  // Nothing a test stubbed or faked reaches the next test file of the worker.
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

afterAll(() => mockServer.close());
