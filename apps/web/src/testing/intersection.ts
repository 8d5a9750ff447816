/**
 * happy-dom's IntersectionObserver never reports anything. This one reports each element it
 * observes as in view (happy-dom lays nothing out, so everything is "on screen"), unless a test
 * has held elements off screen; `scrollAllIntoView` then reports them all.
 */
let offScreen = false;
const observed = new Set<{ observer: InViewObserver; target: Element }>();

class InViewObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];

  constructor(private readonly callback: IntersectionObserverCallback) {}

  report(target: Element): void {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    } satisfies IntersectionObserverEntry;
    this.callback([entry], this);
  }

  observe(target: Element): void {
    observed.add({ observer: this, target });
    if (!offScreen) queueMicrotask(() => this.report(target));
  }

  unobserve(target: Element): void {
    for (const entry of observed) {
      if (entry.observer === this && entry.target === target) observed.delete(entry);
    }
  }

  disconnect(): void {
    for (const entry of observed) if (entry.observer === this) observed.delete(entry);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export function installIntersectionObserver(): void {
  globalThis.IntersectionObserver = InViewObserver;
}

/** Elements observed from now on are not reported in view until `scrollAllIntoView`. */
export function holdOffScreen(): void {
  offScreen = true;
}

/** Reports every observed element in view, and those observed later at once. */
export function scrollAllIntoView(): void {
  offScreen = false;
  for (const { observer, target } of [...observed]) observer.report(target);
}

export function resetIntersections(): void {
  offScreen = false;
  observed.clear();
}
