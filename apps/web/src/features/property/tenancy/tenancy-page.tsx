import { Badge, Button, Card, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  contactNumberTypeLabels,
  formatDate,
  formatPhone,
  leaseTypeLabels,
  TENANCY_MESSAGES,
  todayIsoDate,
  type TPropertyTenancy,
  type TTenancy,
  type TTenancyOccupant,
} from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertMessage } from '../../../components/alert-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailsList, DetailsListSkeleton } from '../../../components/details-list';
import { LoadError } from '../../../components/load-error';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { useConfirmTenancyDetails, useMarkAsVacant } from './api/change-tenancy';
import { usePropertyTenancy, useTenancies } from './api/get-tenancy';
import { TenancyDialog } from './tenancy-dialog';
import type { TenancyDialogMode } from './tenancy-wizard-machine';

const DIALOG_PARAM = 'dialog';
const MODES: readonly TenancyDialogMode[] = ['add', 'edit', 'renew'];

function readMode(value: string | null): TenancyDialogMode | null {
  return MODES.find((mode) => mode === value) ?? null;
}

/** The server's reason when it gave one, else the spec's words. */
function errorWith(error: unknown, fallback: string): Error {
  return isApiError(error) && error.status > 0 && error.message ? error : new Error(fallback);
}

function ContactNumber({ entry }: { entry: TTenancyOccupant['contactNumbers'][number] }) {
  const shown = formatPhone(entry.number) || entry.number;
  return (
    <Group gap="xs" wrap="wrap">
      <Text fz="sm">
        {contactNumberTypeLabels[entry.type]}:{' '}
        {entry.doNotContactReasonCode ? (
          <Text component="span" fz="sm" td="line-through" c="dimmed">
            {shown}
          </Text>
        ) : (
          <a href={`tel:${entry.number}`}>{shown}</a>
        )}
      </Text>
      {entry.doNotContactReasonCode ? (
        <Badge color="red" variant="light" size="sm">
          Do not contact: {entry.doNotContactReasonName}
        </Badge>
      ) : null}
    </Group>
  );
}

function OccupantList({ occupants }: { occupants: TTenancyOccupant[] }) {
  if (occupants.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No occupants found
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label="Occupants" m={0} p={0} style={{ listStyle: 'none' }}>
      {occupants.map((occupant) => (
        <Stack key={occupant.occupantId} gap={2} component="li">
          <Text fw={600} fz="sm">
            {occupant.name}
          </Text>
          {occupant.email ? (
            <a href={`mailto:${occupant.email}`} style={{ overflowWrap: 'anywhere', fontSize: 14 }}>
              {occupant.email}
            </a>
          ) : null}
          {occupant.contactNumbers.map((entry) => (
            <ContactNumber key={entry.contactNumberId} entry={entry} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function tenancyItems(tenancy: TTenancy) {
  return [
    { label: 'Start date', value: formatDate(tenancy.startedAt) },
    { label: 'End date', value: formatDate(tenancy.endedAt) },
    { label: 'Vacate date', value: formatDate(tenancy.vacatingAt) },
    { label: 'Lease type', value: tenancy.leaseType ? leaseTypeLabels[tenancy.leaseType] : null },
    { label: 'Notes', value: tenancy.notes },
  ];
}

interface ActionsMenuProps {
  data: TPropertyTenancy;
  onOpen: (mode: TenancyDialogMode) => void;
  onMarkVacant: () => void;
}

/** Edit, renew and mark vacant; hidden for integrated and cancelled properties. */
function TenancyActionsMenu({ data, onOpen, onMarkVacant }: ActionsMenuProps) {
  const hasTenancy = data.currentTenancy !== null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Tenancy actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {hasTenancy ? <Menu.Item onClick={() => onOpen('edit')}>Edit tenancy</Menu.Item> : null}
        {hasTenancy ? <Menu.Item onClick={() => onOpen('renew')}>Renew tenancy</Menu.Item> : null}
        {hasTenancy ? null : <Menu.Item onClick={() => onOpen('add')}>Add tenancy</Menu.Item>}
        {data.isVacant || data.isIntegrated ? null : (
          <Menu.Item color="red" onClick={onMarkVacant}>
            Mark property as vacant
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function PreviousTenancies({ propertyId }: { propertyId: number }) {
  const list = useTenancies(propertyId);
  if (list.isPending) return <DetailsListSkeleton rows={3} label="Loading previous tenancies" />;
  if (list.isError) {
    return (
      <LoadError
        title="Previous tenancies could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const today = todayIsoDate();
  const previous = list.data.filter((t) => !t.isCurrent && t.startedAt <= today);
  if (previous.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No previous tenancies found
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {previous.map((tenancy) => (
        <Card key={tenancy.tenancyId} withBorder padding="sm" component="article">
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {formatDate(tenancy.startedAt)} to{' '}
              {formatDate(tenancy.vacatingAt ?? tenancy.endedAt) || 'no end date'}
            </Text>
            <OccupantList occupants={tenancy.occupants} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function TenancyPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={28} width="40%" />
      <DetailsListSkeleton rows={5} label="Loading the tenancy" />
    </Stack>
  );
}

/** /property/{id}/tenancy: the current tenancy, its occupants, previous ones and the dialogs. */
export function TenancyPage({ propertyId }: { propertyId: number }) {
  const query = usePropertyTenancy(propertyId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [askingVacant, setAskingVacant] = useState(false);
  const markVacant = useMarkAsVacant(propertyId);
  const confirm = useConfirmTenancyDetails(propertyId);
  const requested = readMode(searchParams.get(DIALOG_PARAM));

  const openDialog = (mode: TenancyDialogMode) =>
    setSearchParams(
      (params) => {
        params.set(DIALOG_PARAM, mode);
        return params;
      },
      { replace: false },
    );
  const closeDialog = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(DIALOG_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (query.isPending) return <TenancyPageSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="The tenancy could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  const current = data.currentTenancy;
  const canChange = !data.isCancelled && !data.isIntegrated;
  // Edit and renew need a tenancy; without one the dialog adds.
  const mode = requested && !current ? 'add' : requested;

  const doMarkVacant = () =>
    markVacant.mutate(undefined, {
      onSuccess: () => {
        setAskingVacant(false);
        showSuccessToast(TENANCY_MESSAGES.markedVacant);
      },
      onError: (error) => {
        setAskingVacant(false);
        showErrorToast(TENANCY_MESSAGES.markVacantFailed, errorWith(error, ''));
      },
    });
  const doConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => showSuccessToast(TENANCY_MESSAGES.confirmed),
      onError: (error) =>
        showErrorToast(
          TENANCY_MESSAGES.confirmFailed,
          errorWith(error, TENANCY_MESSAGES.confirmFailedDetail),
        ),
    });

  return (
    <Stack gap="lg">
      {/* The property's page above says when it is cancelled or integrated, on every tab. */}
      <Card withBorder padding="md" component="section" aria-labelledby="current-tenancy">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4" id="current-tenancy">
              Current tenancy
            </Title>
            {canChange ? (
              <TenancyActionsMenu
                data={data}
                onOpen={openDialog}
                onMarkVacant={() => setAskingVacant(true)}
              />
            ) : null}
          </Group>
          {current ? null : <AlertMessage>{TENANCY_MESSAGES.noCurrentTenancy}</AlertMessage>}
          {data.isVacant ? (
            <AlertMessage variant="warning">{TENANCY_MESSAGES.unoccupied}</AlertMessage>
          ) : null}
          {current ? (
            <>
              <DetailsList items={tenancyItems(current)} />
              <Title order={3} fz="sm">
                Occupants
              </Title>
              <OccupantList occupants={current.occupants} />
            </>
          ) : null}
          {data.upcomingTenancy ? (
            <Text fz="sm">
              Upcoming tenancy starts <strong>{formatDate(data.upcomingTenancy.startedAt)}</strong>
            </Text>
          ) : null}
        </Stack>
      </Card>

      {data.isCancelled ? null : (
        <Card withBorder padding="md" component="section" aria-labelledby="confirm-tenancy">
          <Stack gap="sm">
            <Title order={2} fz="h4" id="confirm-tenancy">
              Are these tenancy details current?
            </Title>
            <Text fz="sm">
              Confirm the details above are up to date, or add the new tenancy.
              {data.confirmedAt ? ` Last confirmed ${formatDate(data.confirmedAt)}.` : ''}
            </Text>
            <Group gap="sm">
              <Button variant="default" disabled={!canChange} onClick={() => openDialog('add')}>
                Add tenancy
              </Button>
              <Button loading={confirm.isPending} onClick={doConfirm}>
                Confirm tenancy details
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      <Stack gap="sm" component="section" aria-labelledby="previous-tenancies">
        <Title order={2} fz="h4" id="previous-tenancies">
          Previous tenancies
        </Title>
        <PreviousTenancies propertyId={propertyId} />
      </Stack>

      {mode && !data.isCancelled ? (
        <TenancyDialog
          key={mode}
          propertyId={propertyId}
          mode={mode}
          tenancy={current}
          readOnly={data.isIntegrated}
          onClose={closeDialog}
        />
      ) : null}
      <ConfirmDialog
        opened={askingVacant}
        onClose={() => setAskingVacant(false)}
        onConfirm={doMarkVacant}
        title="Mark property as vacant"
        confirmLabel="Mark as vacant"
        danger
        loading={markVacant.isPending}
      >
        This ends the current tenancy and vacates every previous tenancy of this property. Are you
        sure the property is vacant?
      </ConfirmDialog>
    </Stack>
  );
}
