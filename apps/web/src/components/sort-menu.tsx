import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import {
  PROPERTY_SORT_KEYS,
  propertySortOptionLabel,
  sortValues,
  ZPropertySort,
  type TPropertySort,
} from '@portal/contracts';

const OPTIONS = sortValues(PROPERTY_SORT_KEYS).map((value) => ({
  value,
  label: propertySortOptionLabel(value),
}));

export interface SortMenuProps extends Omit<NativeSelectProps, 'value' | 'onChange' | 'data'> {
  sort: TPropertySort;
  onSort: (sort: TPropertySort) => void;
}

/** The cards' order (phones, where the table's headers are not shown): 'Sort by'. */
export function PropertySortMenu({ sort, onSort, ...selectProps }: SortMenuProps) {
  return (
    <NativeSelect
      label="Sort by"
      size="sm"
      data={OPTIONS}
      value={sort}
      onChange={(event) => {
        const parsed = ZPropertySort.safeParse(event.currentTarget.value);
        if (parsed.success) onSort(parsed.data);
      }}
      {...selectProps}
    />
  );
}
