import { Box, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { REPORTED_FINDING_MESSAGES as M } from '@portal/contracts';
import { FilterPopover } from '../../../components/property-filters-menu';
import { useServicingCategories } from '../api/reported-findings-api';

/**
 * The servicing categories (GET /v1/reported-findings/servicing-categories) as a filter: a row
 * is listed when one of its findings is of a ticked category. A category named in the URL that
 * the agency does not know stays ticked until it is unticked (its chip says its name).
 */
export function CategoryFilter({
  value,
  onChange,
}: {
  /** The category names ticked. */
  value: readonly string[];
  onChange: (categories: string[]) => void;
}) {
  const categories = useServicingCategories();
  const names = categories.data?.map((category) => category.name) ?? [];
  const unknown = value.filter((name) => !names.includes(name));
  return (
    <FilterPopover label="Category" count={value.length}>
      {categories.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text fz="sm">Loading categories…</Text>
        </Group>
      ) : categories.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text fz="sm">{M.categoriesLoadFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void categories.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Checkbox.Group
          label="Category"
          description="Rows with a finding of any of the selected"
          value={[...value]}
          // In the categories' order, those the agency does not know kept after them.
          onChange={(ticked) =>
            onChange([
              ...names.filter((name) => ticked.includes(name)),
              ...unknown.filter((name) => ticked.includes(name)),
            ])
          }
        >
          <Stack gap={8} mt="xs">
            {categories.data.map((category) => (
              <Checkbox
                key={category.name}
                value={category.name}
                label={
                  <Group gap={6} wrap="nowrap" component="span">
                    <Box
                      component="span"
                      w={10}
                      h={10}
                      bg={category.color}
                      style={{ borderRadius: '50%', flexShrink: 0 }}
                      aria-hidden
                    />
                    {category.name}
                  </Group>
                }
                description={category.description ?? undefined}
              />
            ))}
            {unknown.map((name) => (
              <Checkbox key={name} value={name} label={name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </FilterPopover>
  );
}
