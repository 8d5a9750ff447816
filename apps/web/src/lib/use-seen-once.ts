import { useInViewport } from '@mantine/hooks';
import { useOpenedOnce } from './use-opened-once';

/**
 * A ref for an element and whether it has been in the viewport yet (true from then on): what
 * is drawn inside it, and the code that draws it, can wait until it is seen.
 */
export function useSeenOnce<T extends HTMLElement = HTMLDivElement>() {
  const { ref, inViewport } = useInViewport<T>();
  return { ref, seen: useOpenedOnce(inViewport) };
}
