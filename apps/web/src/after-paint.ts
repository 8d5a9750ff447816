/**
 * A page the server drew (apps/server/src/plugins/spa.ts) starts the app only once the browser
 * has painted it: the app's script (preloaded by the page, so already on its way) runs after the
 * browser reports the page's first contentful paint, instead of holding up that paint while it
 * runs. A tab opened in the background paints nothing until shown, so there the app starts at
 * once; a browser that reports no paints starts it a frame after the page is parsed.
 */
const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]')?.href;
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  void import(/* @vite-ignore */ entry);
}

if (document.visibilityState === 'hidden') {
  start();
} else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
