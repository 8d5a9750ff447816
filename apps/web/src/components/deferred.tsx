import { type ReactNode, startTransition, useEffect, useState } from 'react';

interface DeferredProps {
  children: ReactNode;
  /** Drawn until the children are: as tall as they will be, so nothing moves when they come. */
  fallback?: ReactNode;
}

/**
 * Draws its children in a render and commit of their own, after the screen around it has been
 * committed: a page's first screen is painted sooner, and a phone's main thread is held by
 * several short tasks instead of one long one (a commit cannot be split, and the browser's style
 * and layout of everything it added follows it). Nested, blocks come in turn, top to bottom.
 * The children's render is a transition: React yields to the browser every few milliseconds.
 */
export function Deferred({ children, fallback = null }: DeferredProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : fallback;
}
