import { Select } from '@mantine/core';
import type { TPropertyManager } from '@portal/contracts';

export interface PropertyManagerFilterProps {
  value: number | null;
  onChange: (id: number | null) => void;
  managers: readonly Pick<TPropertyManager, 'id' | 'name'>[] | undefined;
  loading: boolean;
}

export function PropertyManagerFilter({
  value,
  onChange,
  managers,
  loading,
}: PropertyManagerFilterProps) {
  const data = (managers ?? []).map((manager) => ({
    value: String(manager.id),
    label: manager.name,
  }));
  return (
    <Select
      label="Property manager"
      placeholder="All property managers"
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      clearable
      searchable
      nothingFoundMessage="No property managers found"
      w={{ base: '100%', sm: 260 }}
      disabled={loading}
    />
  );
}
