/** Leaves the app for another document (an external sign-out or sign-in page). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}

/** Opens another document, keeping this page in the history so Back returns to it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
