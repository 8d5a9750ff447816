interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

/** Resizes happy-dom's window, so Mantine's hiddenFrom/visibleFrom media queries follow. */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}

/** happy-dom's default width: between the md and xl breakpoints. */
export const DEFAULT_VIEWPORT_WIDTH = 1024;
