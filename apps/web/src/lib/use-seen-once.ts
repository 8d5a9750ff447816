import { useInViewport } from '@mantine/hooks';
import { useOpenedOnce } from './use-opened-once';

export interface SeenOnce<T extends HTMLElement> {
  /** For the element watched. */
  ref: (element: T | null) => void;
  /** Whether it has been in the viewport yet (true from then on). */
  seen: boolean;
}

/**
 * A ref for an element and whether it has been in the viewport yet: what is drawn inside it,
 * and the code that draws it, can wait until it is seen.
 */
export function useSeenOnce<T extends HTMLElement = HTMLDivElement>(): SeenOnce<T> {
  const { ref, inViewport } = useInViewport<T>();
  return { ref, seen: useOpenedOnce(inViewport) };
}
