/** Leaves the app for another document (an external sign-out or sign-in page). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
