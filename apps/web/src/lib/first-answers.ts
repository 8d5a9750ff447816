/**
 * The answers the server put in a signed-in page (apps/server/src/plugins/spa.ts): the calls the
 * page asks first (the session and what hangs off it), by path, as a JSON element of the page.
 * Each is taken once, by the first GET of its path, in place of a request; later asks go to the
 * server.
 */
const ELEMENT_ID = 'first-answers';

export interface FirstAnswer {
  status: number;
  body: unknown;
}

const answers = new Map<string, FirstAnswer>();

function readPage() {
  // Drawn on the server (entry-server.tsx): its calls are answered there.
  if (typeof document === 'undefined') return;
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, FirstAnswer>;
    for (const [path, answer] of Object.entries(parsed)) answers.set(path, answer);
  } catch {
    // Unreadable: the calls go to the server.
  }
}

/** The page's answer to `GET path` as a response, once; undefined when it has none. */
export function takeFirstAnswer(path: string): Response | undefined {
  readPage();
  const answer = answers.get(path);
  if (!answer) return undefined;
  answers.delete(path);
  return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}
