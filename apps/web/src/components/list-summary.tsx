import { Text, type TextProps } from '@mantine/core';
import { listSummary } from '@portal/contracts';

export interface ListSummaryProps extends Omit<TextProps, 'children'> {
  /** Items on screen. */
  shown: number;
  /** Items in the whole list. */
  total: number;
  singular: string;
  plural: string;
  /** The position of the first item shown (a page's), for the range: 'Showing 21–40 of 300'. */
  from?: number;
}

/**
 * 'Showing 12 properties', 'Showing 10 of 250 properties' or, for a page, 'Showing 21–40 of 300
 * properties', announced when it changes.
 */
export function ListSummary({
  shown,
  total,
  singular,
  plural,
  from,
  ...textProps
}: ListSummaryProps) {
  return (
    <Text role="status" fz="sm" c="dimmed" {...textProps}>
      {listSummary(shown, total, singular, plural, from)}
    </Text>
  );
}
