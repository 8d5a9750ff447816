import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installIntersectionObserver, resetIntersections } from './intersection';
import { mockServer, resetMockApi } from './mock-api';

// Whole pages render in a few hundred milliseconds alone, but CI runs three test projects on two
// cores: findBy* waits up to 5 s (it returns as soon as the element appears).
configure({ asyncUtilTimeout: 5_000 });

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
});

afterAll(() => mockServer.close());
