export interface ChartSegment {
  name: string;
  value: number;
  /** What it counts, after the number: 'compliant properties'. */
  words: string;
  color: string;
  /** Where a click on the segment (or its legend entry) goes. */
  to: string;
}

/** The donut's outer diameter and ring width, in px; its placeholder takes the same box. */
export const DONUT_SIZE = 180;
export const DONUT_THICKNESS = 26;

/** A share of `total` as a percentage (45.46, not 0.4546); 0 when there is nothing. */
export function shareOf(value: number, total: number): number {
  return total > 0 ? (value / total) * 100 : 0;
}
