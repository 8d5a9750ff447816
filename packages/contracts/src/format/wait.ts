const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A wait in words ('1 second', '40 seconds', '2 minutes'): seconds under a minute, else whole
 * minutes rounded up, so waiting as long as it says is always enough; at least one second.
 */
export function formatWait(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
  return whole < 60 ? plural(whole, 'second') : plural(Math.ceil(whole / 60), 'minute');
}
