import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  ENTRY_PREFERENCE_ALL_FIELDS,
  ENTRY_PREFERENCE_METHODS,
  entryChoiceLabels,
  entryChoiceOf,
  entryMethodLabels,
  entryPreferenceLabels,
  formatDate,
  isExperimentOn,
  type TEntryPreferenceAnyField,
  type TPropertyEntryPreferences,
} from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useEntryPreferences } from './api/entry-preferences';
import { isTemporaryField } from './preference-form';
import { PreferenceDialog } from './preference-dialog';

/** What a method's preference reads as: 'Allowed until 30/06/2026', 'Always allowed', 'No'. */
function preferenceText(prefs: TPropertyEntryPreferences, field: TEntryPreferenceAnyField): string {
  const temp = isTemporaryField(field) ? prefs.tempPreferences[field] : null;
  if (temp?.enabled) return `Allowed until ${formatDate(temp.expiresAt)}`;
  if (!isTemporaryField(field)) return entryPreferenceLabels[prefs[field]];
  return entryChoiceLabels[entryChoiceOf(prefs[field], false)];
}

function MethodRow({
  prefs,
  field,
  onChange,
}: {
  prefs: TPropertyEntryPreferences;
  field: TEntryPreferenceAnyField;
  onChange: () => void;
}) {
  const name = entryMethodLabels[ENTRY_PREFERENCE_METHODS[field]];
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          <Group gap="xs">
            <Text fz="sm">{preferenceText(prefs, field)}</Text>
            {prefs.isOwn[field] ? null : (
              <Badge variant="light" color="gray" radius="sm">
                Agency default
              </Badge>
            )}
          </Group>
        </Stack>
        <Button variant="default" size="sm" onClick={onChange} aria-label={`Change ${name}`}>
          Change
        </Button>
      </Group>
    </Paper>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the entry method preferences">
      {ENTRY_PREFERENCE_ALL_FIELDS.map((field) => (
        <Skeleton key={field} height={74} radius="md" />
      ))}
    </Stack>
  );
}

/** /property/{id}/entry-preferences: how technicians may enter, per entry method. */
export function EntryPreferencesPage({ propertyId }: { propertyId: number }) {
  const prefs = useEntryPreferences(propertyId);
  const { experiments } = useSignedIn();
  const [editing, setEditing] = useState<TEntryPreferenceAnyField | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            Entry method preferences
          </Title>
          <Text fz="sm" c="dimmed">
            How technicians may enter this property. A method the property has no preference for
            follows the agency default.
          </Text>
        </Stack>
        {isExperimentOn(experiments, 'AgencyEntryMethod') ? (
          <Anchor component={Link} to={appPaths.settings.entryMethodPreferences()} fz="sm">
            Agency defaults
          </Anchor>
        ) : null}
      </Group>
      {prefs.isPending ? (
        <PageSkeleton />
      ) : prefs.isError ? (
        <LoadError
          title="The entry method preferences could not be loaded"
          error={prefs.error}
          retrying={prefs.isFetching}
          onRetry={() => void prefs.refetch()}
        />
      ) : (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {ENTRY_PREFERENCE_ALL_FIELDS.map((field) => (
              <MethodRow
                key={field}
                prefs={prefs.data}
                field={field}
                onChange={() => setEditing(field)}
              />
            ))}
          </Stack>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Comments">
            <Stack gap={4}>
              <Text fw={600}>Comments</Text>
              <Text
                fz="sm"
                c={prefs.data.comments ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {prefs.data.comments ?? 'No comments'}
              </Text>
              {prefs.data.updatedAt ? (
                <Text fz="xs" c="dimmed">
                  Last changed on {formatDate(prefs.data.updatedAt)}
                </Text>
              ) : null}
            </Stack>
          </Paper>
          {editing ? (
            <PreferenceDialog
              propertyId={propertyId}
              prefs={prefs.data}
              field={editing}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
