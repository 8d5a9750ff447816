import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ACCESS_ISSUE_MESSAGES,
  entryMethodLabels,
  formatDate,
  formatPhone,
  serviceLabels,
  type TEntryMethod,
} from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { integrationsQueryOptions } from '../../../lib/session/get-integrations';
import { usePortalConfig } from '../../meta';
import { useProperty, usePropertyContacts } from '../../property';
import { loadAccessIssueCase, performAccessIssueAction } from '../api/access-issue-case';
import { ResolveIssueStep, type SolutionTexts } from './resolve-issue-step';
import { accessIssueWizardMachine, availableMethods, type PerformInput } from './wizard-machine';

/** What resolving access issues may change: refreshed when the wizard closes. */
const REFRESHED = new Set(['property', 'dashboard', 'access-issues', 'portfolio']);

/** The header: the address and the services due, from the property page's data. */
function Header({ propertyId, address }: { propertyId: number; address: string }) {
  const property = useProperty(propertyId);
  const due = (property.data?.services ?? []).filter((service) => service.nextDueDate);
  return (
    <Stack gap={6}>
      <Text fw={600}>{address}</Text>
      {due.length > 0 ? (
        <Group gap={4} aria-label={ACCESS_ISSUE_MESSAGES.servicesDue}>
          <Text fz="xs" c="dimmed" component="span">
            {ACCESS_ISSUE_MESSAGES.servicesDue}
          </Text>
          {due.map((service) => (
            <Badge key={service.serviceId} variant="light" size="sm" radius="sm">
              {serviceLabels[service.shortName]} {formatDate(service.nextDueDate)}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The tenancy's occupants and how to reach them, beside the solutions. */
function TenancyContacts({ propertyId }: { propertyId: number }) {
  const contacts = usePropertyContacts(propertyId);
  const occupants = (contacts.data ?? []).filter((contact) => contact.role === 'OCCUPANT');
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Tenancy contact details" component="section">
      <Text fz="sm" fw={600} mb={6}>
        Tenancy contact details
      </Text>
      {contacts.isPending ? (
        <Loader size="xs" aria-label="Loading the contacts" />
      ) : occupants.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No occupants listed
        </Text>
      ) : (
        <Stack gap={6}>
          {occupants.map((occupant) => (
            <div key={occupant.id}>
              <Text fz="sm">{occupant.name}</Text>
              {occupant.contactNumbers.map((number) => (
                <Text key={number.number} fz="xs">
                  <Anchor href={`tel:${number.number}`} fz="xs">
                    {formatPhone(number.number)}
                  </Anchor>
                </Text>
              ))}
              {occupant.email ? (
                <Text fz="xs">
                  <Anchor href={`mailto:${occupant.email}`} fz="xs">
                    {occupant.email}
                  </Anchor>
                </Text>
              ) : null}
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Screen({
  title,
  children,
  actions,
}: {
  title: string;
  children?: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
      <Group justify="flex-end" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

/**
 * The access-issue resolution wizard of a property (spec 3 §2), its screens those of
 * `accessIssueWizardMachine`. Closing it refreshes the property, the dashboard, the lists.
 */
export function ResolveAccessIssuesDialog({
  propertyId,
  address,
  defaultEntryMethod = null,
  onClose,
}: {
  propertyId: number;
  address: string;
  defaultEntryMethod?: TEntryMethod | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const config = usePortalConfig().data;
  const integrations = useQuery(integrationsQueryOptions());
  const property = useProperty(propertyId);
  const [state, send] = useMachine(
    accessIssueWizardMachine.provide({
      actors: {
        loadCase: fromPromise(({ input }: { input: number }) => loadAccessIssueCase(input)),
        perform: fromPromise(({ input }: { input: PerformInput }) =>
          performAccessIssueAction(input),
        ),
      },
      actions: {
        closed: () => {
          void queryClient.invalidateQueries({
            predicate: (query) => REFRESHED.has(String(query.queryKey[0])),
          });
        },
      },
    }),
  );
  useEffect(() => {
    send({ type: 'OPEN', propertyId, defaultEntryMethod });
  }, [send, propertyId, defaultEntryMethod]);

  const { context } = state;
  // Back to idle after it was opened: the wizard closed.
  const closed = state.matches('idle') && context.propertyId !== null;
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  const pending = state.matches({ resolveIssue: 'pending' });
  const providerName = config?.provider.name ?? 'the provider';
  const texts: SolutionTexts = {
    integrated: property.data?.tags.includes('Integrated') ?? false,
    softwareName:
      integrations.data?.find((integration) => integration.isActive)?.softwareName ??
      'your property management software',
  };
  const close = () => send({ type: 'CLOSE_MODAL' });
  const closeButton = (
    <Button variant="default" onClick={close}>
      Close
    </Button>
  );

  let body: React.ReactNode;
  if (context.closeConfirmation) {
    body = (
      <Screen
        title={ACCESS_ISSUE_MESSAGES.closeQuestion}
        actions={
          <>
            <Button variant="default" onClick={() => send({ type: 'HIDE_CLOSE_CONFIRMATION' })}>
              Back
            </Button>
            <Button onClick={() => send({ type: 'FORCE_CLOSE_MODAL' })} data-autofocus>
              Close
            </Button>
          </>
        }
      >
        <Text fz="sm">The access issues you have resolved are saved.</Text>
      </Screen>
    );
  } else if (state.matches('idle') || state.matches('initialLoad')) {
    body = (
      <Center mih={160}>
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text fz="sm">Getting ready…</Text>
        </Stack>
      </Center>
    );
  } else if (state.matches('noAccessIssuesError')) {
    body = (
      <Screen title={ACCESS_ISSUE_MESSAGES.noAccessIssues} actions={closeButton}>
        <Text fz="sm">This property has no access issues to resolve.</Text>
      </Screen>
    );
  } else if (state.matches('allEntryMethodsDisqualified')) {
    body = (
      <Screen title="Every entry method is disqualified" actions={closeButton}>
        <Text fz="sm">
          No entry method can be unblocked from the portal for this property.{' '}
          {ACCESS_ISSUE_MESSAGES.contactProviderToResolve(providerName)}.
        </Text>
      </Screen>
    );
  } else if (state.matches('fatalError')) {
    body = (
      <Screen title="Something went wrong" actions={closeButton}>
        <Alert color="red" title={ACCESS_ISSUE_MESSAGES.fatal}>
          {context.error?.message}
        </Alert>
      </Screen>
    );
  } else if (state.matches('selectEntryMethod')) {
    body = (
      <Screen title="Which entry method do you want to unblock?" actions={closeButton}>
        <Stack gap="xs">
          {availableMethods(context).map((method) => (
            <Button
              key={method.blocked_entry_method}
              variant="default"
              justify="space-between"
              fullWidth
              onClick={() =>
                send({ type: 'SELECT_ENTRY_METHOD', entryMethod: method.blocked_entry_method })
              }
              rightSection={
                <Text fz="xs" c="dimmed" component="span">
                  {method.problem_sets.length} access issue
                  {method.problem_sets.length === 1 ? '' : 's'}
                  {method.is_blocked_by_preferences ? ' · blocked by your entry preferences' : ''}
                </Text>
              }
            >
              {entryMethodLabels[method.blocked_entry_method]}
            </Button>
          ))}
        </Stack>
      </Screen>
    );
  } else if (state.matches('resolveIssueNoSolutions')) {
    const others = context.queue.slice(1).some((set) => set.suggested_actions.length > 0);
    body = (
      <Screen
        title={ACCESS_ISSUE_MESSAGES.contactProvider(providerName)}
        actions={
          <>
            {others ? (
              <Button variant="default" onClick={() => send({ type: 'NEXT_PROBLEM_SET' })}>
                Next access issue
              </Button>
            ) : null}
            {closeButton}
          </>
        }
      >
        <Text fz="sm">
          {context.queue[0]?.public_name}: this access issue cannot be resolved from the portal.
        </Text>
        {config ? (
          <Text fz="sm">
            Call <Anchor href={`tel:${config.help.phone}`}>{config.help.phone}</Anchor> or email{' '}
            <Anchor href={`mailto:${config.help.email}`}>{config.help.email}</Anchor>.
          </Text>
        ) : null}
      </Screen>
    );
  } else if (state.matches({ resolveIssue: 'completed' })) {
    const methodDone = context.queue.length === 0;
    const method = context.entryMethod ? entryMethodLabels[context.entryMethod] : '';
    body = methodDone ? (
      <Screen
        title={`${method} is no longer blocked`}
        actions={
          <>
            {availableMethods(context).length > 0 ? (
              <Button
                variant="default"
                onClick={() => send({ type: 'UNBLOCK_OTHER_ENTRY_METHOD' })}
              >
                Unblock another entry method
              </Button>
            ) : null}
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </>
        }
      >
        <Group gap="xs">
          <IconCircleCheck color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fz="sm">Every access issue preventing {method} is resolved.</Text>
        </Group>
      </Screen>
    ) : (
      <Screen
        title="Solution recorded"
        actions={
          <Button onClick={() => send({ type: 'NEXT_PROBLEM_SET' })} data-autofocus>
            Next access issue
          </Button>
        }
      >
        <Text fz="sm">
          {context.queue.length} access issue{context.queue.length === 1 ? '' : 's'} left preventing{' '}
          {method}.
        </Text>
      </Screen>
    );
  } else {
    body = (
      <Stack gap="md">
        <ResolveIssueStep
          context={context}
          texts={texts}
          pending={pending}
          onSelect={(solution) => send({ type: 'SELECT_SOLUTION', solution })}
          onPerform={(action) => send({ type: 'MARK_AS_AGENCY_ACTION', ...action })}
        />
        <TenancyContacts propertyId={propertyId} />
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      title={<Header propertyId={propertyId} address={address} />}
      size="xl"
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: pending }}
    >
      {body}
    </Modal>
  );
}
