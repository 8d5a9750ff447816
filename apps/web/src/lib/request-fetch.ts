/**
 * How the API client sends a request: the browser's fetch, or, while the server draws a page
 * (entry-server.tsx), the server's own answer to the same call.
 */
let requestFetch: typeof fetch = (input, init) => fetch(input, init);

export const sendRequest: typeof fetch = (input, init) => requestFetch(input, init);

/** The server's drawing of pages sets its own (entry-server.tsx); the browser never does. */
export function setRequestFetch(next: typeof fetch): void {
  requestFetch = next;
}
