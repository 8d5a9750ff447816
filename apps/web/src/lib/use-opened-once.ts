import { useState } from 'react';

/**
 * True from the first time `opened` is: a lazily loaded dialog or drawer is mounted then (its
 * code loads on first use) and stays mounted, so it can play its closing transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  // Adjusting state while rendering: React re-renders at once, without an effect's extra pass.
  if (opened && !openedOnce) setOpenedOnce(true);
  return opened || openedOnce;
}
