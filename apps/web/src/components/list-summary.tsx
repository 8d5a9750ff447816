import { Text, type TextProps } from '@mantine/core';
import { listSummary } from '@portal/contracts';

export interface ListSummaryProps extends Omit<TextProps, 'children'> {
  /** Items on screen. */
  shown: number;
  /** Items in the whole list. */
  total: number;
  singular: string;
  plural: string;
}

/** 'Showing 12 properties' or 'Showing 10 of 250 properties', announced when it changes. */
export function ListSummary({ shown, total, singular, plural, ...textProps }: ListSummaryProps) {
  return (
    <Text role="status" fz="sm" c="dimmed" {...textProps}>
      {listSummary(shown, total, singular, plural)}
    </Text>
  );
}
