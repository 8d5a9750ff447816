import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

interface DeferredProps {
  children: ReactNode;
  /** Drawn until the children are: as tall as they will be, so nothing moves when they come. */
  fallback?: ReactNode;
}

/**
 * The blocks waiting to be drawn, in the order they mounted (the page's order, top to bottom:
 * React runs a commit's effects in tree order), and the one being drawn. One at a time: each
 * block's render and commit is its own, and the next starts once it has committed.
 */
const waiting: (() => void)[] = [];
let drawing: (() => void) | null = null;

function drawNext() {
  drawing = waiting.shift() ?? null;
  if (drawing) startTransition(drawing);
}

/** Queues a block's drawing; answers what takes it out again (it unmounted first). */
function enqueue(draw: () => void): () => void {
  waiting.push(draw);
  if (!drawing) drawNext();
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
    // Unmounted while its drawing was under way: the next need not wait for it.
    if (drawing === draw) drawNext();
  };
}

/**
 * Draws its children in a render and commit of their own, after the screen around it has been
 * committed: a page's first screen is painted sooner, and a phone's main thread is held by
 * several short tasks instead of one long one (a commit cannot be split, and the browser's style
 * and layout of everything it added follows it). Deferred blocks are drawn one at a time, in the
 * page's order; the children's render is a transition (React yields to the browser every few
 * milliseconds).
 */
export function Deferred({ children, fallback = null }: DeferredProps) {
  const [shown, setShown] = useState(false);
  const draw = useRef<(() => void) | null>(null);
  useEffect(() => {
    draw.current = () => setShown(true);
    return enqueue(draw.current);
  }, []);
  useEffect(() => {
    // Committed: the next block may be drawn.
    if (shown && drawing === draw.current) drawNext();
  }, [shown]);
  return shown ? children : fallback;
}
