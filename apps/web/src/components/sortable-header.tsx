import { Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { sortOf, sortValue, type TSort } from '@portal/contracts';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './sortable-header.module.css';

export interface SortableHeaderProps<K extends string> extends Omit<TableThProps, 'children'> {
  /** The column's name, as the header reads. */
  children: string;
  /** The sort key of this column. */
  column: K;
  /** The list's order now. */
  sort: TSort<K>;
  onSort: (sort: TSort<K>) => void;
}

/**
 * A column header that orders the list: a button (so the keyboard reaches it), 'Sort by
 * {column}', that sorts by the column ascending, or reverses it when it already is; `aria-sort`
 * tells screen readers the column's order, and an arrow shows it.
 */
export function SortableHeader<K extends string>({
  children,
  column,
  sort,
  onSort,
  ...thProps
}: SortableHeaderProps<K>) {
  const { key, direction } = sortOf(sort);
  const active = key === column;
  const next = active && direction === 'ascending' ? 'descending' : 'ascending';
  const Icon = !active ? IconArrowsSort : direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? direction : 'none'} {...thProps}>
      <UnstyledButton
        // 'Sort by Compliance': a page's filter buttons may bear the column's name too.
        aria-label={`Sort by ${children}`}
        className={classes.button}
        data-active={active || undefined}
        onClick={() => onSort(sortValue(column, next))}
      >
        {children}
        <Icon size={14} stroke={1.8} aria-hidden className={classes.icon} />
      </UnstyledButton>
    </Table.Th>
  );
}
