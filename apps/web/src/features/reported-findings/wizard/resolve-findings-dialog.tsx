import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  FileButton,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  callUrl,
  formatDate,
  reportedFindingCalls,
  REPORTED_FINDING_MESSAGES as M,
  serviceLabels,
  UPLOAD_ACCEPT,
  type TReportedFinding,
  type TServiceCode,
  type TUploadedDocument,
} from '@portal/contracts';
import { IconCircleCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { MonthYearPicker } from '../../../components/month-year-picker';
import { TextAreaCounter } from '../../../components/text-area-counter';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { usePortalConfig } from '../../meta';
import { loadUploadQueue, type UploadItem } from '../../property';
import { ForwardQuoteDialog, useQuote } from '../../quotes';
import { REFRESHED_AFTER_RESOLVING } from '../api/reported-findings-api';
import {
  dismissFinding,
  informDi,
  loadFindings,
  requestQuote,
  resolveByThirdParty,
  restoreFinding,
} from './wizard-api';
import {
  asksBuiltYear,
  findingsFor,
  forwardableQuotes,
  openFindings,
  reportedFindingsWizardMachine,
  type FindingsInput,
  type InformDiInput,
  type ResolutionMethod,
  type SelectionInput,
  type ThirdPartyInput,
  type WizardContext,
} from './wizard-machine';

type UploadQueue = Awaited<ReturnType<Awaited<ReturnType<typeof loadUploadQueue>>>>;

const METHOD_LABELS: Record<ResolutionMethod, string> = {
  requestQuote: 'Request quote',
  thirdParty: 'Resolved by a third party',
  informDi: 'Inform the provider',
};

const plural = (count: number) => `${count} reported finding${count === 1 ? '' : 's'}`;

const idOf = (finding: TReportedFinding) => finding.problemRegister.problemRegisterId;

function Screen({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
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

/** A finding: its item, where, its category, and what was already done about it. */
function FindingText({ finding }: { finding: TReportedFinding }) {
  const register = finding.problemRegister;
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Text fz="sm" fw={600}>
          {finding.originalProblemItem.title}
        </Text>
        {register.isUrgent ? (
          <Badge color="red" variant="dot" size="sm" radius="sm">
            Impacts compliance
          </Badge>
        ) : null}
        {finding.servicingCategory ? (
          <Badge color="gray" variant="light" size="sm" radius="sm">
            {finding.servicingCategory.name}
          </Badge>
        ) : null}
      </Group>
      {finding.appliance ? (
        <Text fz="xs" c="dimmed">
          {[finding.appliance.applianceName, finding.appliance.applianceLocation]
            .filter(Boolean)
            .join(', ')}
        </Text>
      ) : null}
      {register.quoteRequested ? (
        <Text fz="xs" c="dimmed">
          Quote requested
          {register.quoteRequestedBy ? ` by ${register.quoteRequestedBy}` : ''}
          {register.dateQuoteRequested ? ` on ${formatDate(register.dateQuoteRequested)}` : ''}
        </Text>
      ) : null}
      {register.isDismissed ? (
        <Text fz="xs" c="dimmed">
          Dismissed
          {register.dismissedBy ? ` by ${register.dismissedBy}` : ''}
          {register.dateDismissed ? ` on ${formatDate(register.dateDismissed)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The methods screen: the findings with dismiss and restore, the methods, the quotes. */
function MethodsScreen({
  context,
  send,
  close,
}: {
  context: WizardContext;
  send: ReturnType<typeof useWizard>[1];
  close: () => void;
}) {
  const all = context.group?.reportedFindings ?? [];
  const methods = (Object.keys(METHOD_LABELS) as ResolutionMethod[]).filter(
    (method) => findingsFor(context.group, method).length > 0,
  );
  const quotes = forwardableQuotes(context.group);
  return (
    <Screen
      title="How do you want to resolve these findings?"
      actions={
        <>
          <Button variant="default" onClick={() => send({ type: 'REFRESH' })}>
            Refresh
          </Button>
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      <Stack gap="xs" component="ul" aria-label="Reported findings" p={0} m={0}>
        {all.map((finding) => {
          const register = finding.problemRegister;
          return (
            <Paper
              component="li"
              key={idOf(finding)}
              withBorder
              p="sm"
              radius="md"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <FindingText finding={finding} />
                {register.isDismissed ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => send({ type: 'RESTORE', problemRegisterId: idOf(finding) })}
                    aria-label={`Restore ${finding.originalProblemItem.title}`}
                  >
                    Restore
                  </Button>
                ) : register.isDismissible ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => send({ type: 'DISMISS', problemRegisterId: idOf(finding) })}
                    aria-label={`Dismiss ${finding.originalProblemItem.title}`}
                  >
                    Dismiss
                  </Button>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {methods.length > 0 ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            Resolve by
          </Text>
          {methods.map((method) => (
            <Button
              key={method}
              variant="default"
              justify="space-between"
              fullWidth
              h="auto"
              py={8}
              // On a phone the method and its count wrap rather than cut.
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              onClick={() => send({ type: 'SELECT_METHOD', method })}
              rightSection={
                <Text fz="xs" c="dimmed" component="span">
                  {plural(findingsFor(context.group, method).length)}
                </Text>
              }
            >
              {METHOD_LABELS[method]}
            </Button>
          ))}
        </Stack>
      ) : null}
      {quotes.length > 0 ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            Quotes
          </Text>
          {quotes.map((quotationId) => (
            <Group key={quotationId} justify="space-between" gap="xs">
              <Text fz="sm">Quote {quotationId}</Text>
              <Group gap="xs">
                {context.forwarded.includes(quotationId) ? (
                  <Badge color="teal" variant="light" size="sm" radius="sm">
                    Forwarded
                  </Badge>
                ) : null}
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => send({ type: 'FORWARD_QUOTE', quotationId })}
                >
                  Forward quote to landlord
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
      {openFindings(context.group).length === 0 ? (
        <Text fz="sm" c="dimmed">
          Every finding of this service is dismissed.
        </Text>
      ) : null}
    </Screen>
  );
}

/** The findings `method` can resolve, each with a checkbox. */
function SelectItems({
  context,
  method,
  onToggle,
}: {
  context: WizardContext;
  method: ResolutionMethod;
  onToggle: (id: number) => void;
}) {
  return (
    <Stack gap="xs" role="group" aria-label="Findings to resolve">
      {findingsFor(context.group, method).map((finding) => (
        <Paper key={idOf(finding)} withBorder p="sm" radius="md">
          <Checkbox
            checked={context.selected.includes(idOf(finding))}
            onChange={() => onToggle(idOf(finding))}
            label={<FindingText finding={finding} />}
            aria-label={finding.originalProblemItem.title}
          />
        </Paper>
      ))}
    </Stack>
  );
}

/** The queue's items, kept current. */
function useQueueItems(queue: UploadQueue | null): readonly UploadItem[] {
  return useSyncExternalStore(
    (listener) => {
      if (!queue) return () => undefined;
      const subscription = queue.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => queue?.getSnapshot().context.items ?? NO_ITEMS,
  );
}
const NO_ITEMS: readonly UploadItem[] = [];

/** The third-party form's entries, kept while the wizard goes back and forth. */
interface ThirdPartyDraft {
  notes: string;
  /** The upload queue's items of this form. */
  uploads: number[];
}

function ThirdPartyForm({
  propertyId,
  address,
  draft,
  setDraft,
  onBack,
  onNext,
}: {
  propertyId: number;
  address: string;
  draft: ThirdPartyDraft;
  setDraft: (draft: ThirdPartyDraft) => void;
  onBack: () => void;
  onNext: (documents: TUploadedDocument[]) => void;
}) {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    let live = true;
    void loadUploadQueue().then((start) => {
      if (live) setQueue(start(queryClient));
    });
    return () => {
      live = false;
    };
  }, [queryClient]);
  const items = useQueueItems(queue).filter((item) => draft.uploads.includes(item.id));
  const uploading = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  const documents = items
    .filter((item) => item.status === 'success' && item.reference)
    .map((item) => ({ id: item.reference!, name: item.name, size: item.file?.size ?? 0 }));
  const tooLong = draft.notes.trim().length > 500;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    // Files chosen before the queue has loaded wait for it.
    const running = queue ?? (await loadUploadQueue())(queryClient);
    const before = running.getSnapshot().context.nextId;
    running.send({
      type: 'ADD',
      files,
      target: {
        owner: 'thirdParty',
        propertyId,
        address,
        url: callUrl(reportedFindingCalls.temporaryDocument),
      },
    });
    const added = files.map((_, index) => before + index);
    setDraft({ ...draft, uploads: [...draft.uploads, ...added] });
  };
  const remove = (item: UploadItem) => {
    if (item.status === 'uploading' || item.status === 'queued') {
      queue?.send({ type: 'CANCEL', id: item.id });
    }
    setDraft({ ...draft, uploads: draft.uploads.filter((id) => id !== item.id) });
  };

  return (
    <Screen
      title="Resolved by a third party"
      actions={
        <>
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button
            loading={uploading}
            onClick={() => {
              setTried(true);
              if (documents.length > 0 && !tooLong) onNext(documents);
            }}
          >
            Next
          </Button>
        </>
      }
    >
      <TextAreaCounter
        label="Notes"
        placeholder={M.notesPlaceholder}
        value={draft.notes}
        onChange={(event) => setDraft({ ...draft, notes: event.currentTarget.value })}
        error={tooLong ? 'Message should be 500 characters or less' : undefined}
      />
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fz="sm" fw={500}>
            Documents
          </Text>
          <FileButton onChange={(files) => void add(files)} accept={UPLOAD_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconPaperclip size={14} aria-hidden />}
              >
                Add documents
              </Button>
            )}
          </FileButton>
        </Group>
        {items.length > 0 ? (
          <List listStyleType="none" spacing={4} aria-label="Documents">
            {items.map((item) => (
              <List.Item key={item.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text fz="sm" truncate>
                    {item.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Text fz="xs" c={item.status === 'failed' ? 'red' : 'dimmed'}>
                      {item.status === 'failed'
                        ? `Failed (${item.error ?? 'Unknown error'})`
                        : item.status === 'success'
                          ? 'Uploaded'
                          : item.status === 'uploading'
                            ? `${Math.round(item.percentage)}%`
                            : 'Queued'}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => remove(item)}
                      aria-label={`Remove ${item.name}`}
                    >
                      <IconX size={14} aria-hidden />
                    </Button>
                  </Group>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        {tried && documents.length === 0 && !uploading ? (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {M.documentRequired}
          </Text>
        ) : null}
      </Stack>
    </Screen>
  );
}

function InformForm({
  context,
  pending,
  onToggle,
  onBack,
  onSubmit,
}: {
  context: WizardContext;
  pending: boolean;
  onToggle: (id: number) => void;
  onBack: () => void;
  onSubmit: (notes: string, propertyBuilt: string | null) => void;
}) {
  const [notes, setNotes] = useState('');
  const [built, setBuilt] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const withBuilt = asksBuiltYear(context);
  const notesError =
    notes.trim().length === 0
      ? 'Required'
      : notes.trim().length > 500
        ? 'Message should be 500 characters or less'
        : undefined;
  const builtError = withBuilt && !built ? 'Required' : undefined;
  return (
    <Screen
      title="Inform the provider"
      actions={
        <>
          <Button variant="default" onClick={onBack} disabled={pending}>
            Back
          </Button>
          <Button
            loading={pending}
            disabled={context.selected.length === 0}
            onClick={() => {
              setTried(true);
              if (!notesError && !builtError) onSubmit(notes, withBuilt ? built : null);
            }}
          >
            Submit
          </Button>
        </>
      }
    >
      <SelectItems context={context} method="informDi" onToggle={onToggle} />
      <TextAreaCounter
        label="Notes"
        required
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        error={tried ? notesError : undefined}
      />
      {withBuilt ? (
        <MonthYearPicker
          label="When was the property built?"
          value={built}
          onChange={setBuilt}
          maxDate={new Date()}
          required
          error={tried ? builtError : undefined}
        />
      ) : null}
    </Screen>
  );
}

function useWizard() {
  const queryClient = useQueryClient();
  return useMachine(
    reportedFindingsWizardMachine.provide({
      actors: {
        loadFindings: fromPromise(
          ({ input, signal }: { input: FindingsInput; signal: AbortSignal }) =>
            loadFindings(input, signal),
        ),
        requestQuote: fromPromise(({ input }: { input: SelectionInput }) => requestQuote(input)),
        resolveByThirdParty: fromPromise(({ input }: { input: ThirdPartyInput }) =>
          resolveByThirdParty(input),
        ),
        informDi: fromPromise(({ input }: { input: InformDiInput }) => informDi(input)),
        dismiss: fromPromise(({ input }: { input: number }) => dismissFinding(input)),
        restore: fromPromise(({ input }: { input: number }) => restoreFinding(input)),
      },
      actions: {
        notify: (_, params) => {
          if (params.success) showSuccessToast(params.message);
          else showErrorToast(params.message, params.error);
        },
        // The lists refresh once the wizard closes: refreshed now, the row that opened it
        // could leave the list and take the wizard with it.
        closed: ({ context }) => {
          if (!context.changed) return;
          void queryClient.invalidateQueries({
            predicate: (query) => REFRESHED_AFTER_RESOLVING.has(String(query.queryKey[0])),
          });
        },
      },
    }),
  );
}

/** The forward form of one quote, in place of the wizard (spec: a separate view). */
function ForwardQuote({
  quotationId,
  onForwarded,
  onClose,
}: {
  quotationId: number;
  onForwarded: () => void;
  onClose: () => void;
}) {
  const quote = useQuote(quotationId);
  if (!quote.data) {
    return (
      <Modal opened onClose={onClose} title="Forward quote">
        {quote.isError ? (
          <Alert color="red" title="The quote could not be loaded" />
        ) : (
          <Center mih={120} role="status" aria-label="Loading the quote">
            <Loader size="sm" />
          </Center>
        )}
      </Modal>
    );
  }
  return (
    <ForwardQuoteDialog opened quote={quote.data} onForwarded={onForwarded} onClose={onClose} />
  );
}

/**
 * The reported-findings resolution wizard of a property's service (spec 3 §2), its screens those
 * of `reportedFindingsWizardMachine`. Each resolution refreshes the property, the dashboard and
 * the lists; coming back to the window reloads the findings.
 */
export function ResolveFindingsDialog({
  propertyId,
  serviceShortName,
  address,
  onClose,
}: {
  propertyId: number;
  serviceShortName: TServiceCode;
  address: string;
  onClose: () => void;
}) {
  const providerName = usePortalConfig().data?.provider.name ?? 'The provider';
  const [state, send] = useWizard();
  const [draft, setDraft] = useState<ThirdPartyDraft>({ notes: '', uploads: [] });
  useEffect(() => {
    send({ type: 'OPEN', propertyId, serviceShortName });
  }, [send, propertyId, serviceShortName]);
  useEffect(() => {
    const refresh = () => send({ type: 'REFRESH' });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [send]);

  const { context } = state;
  const closed = state.matches('idle') && context.propertyId !== null;
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  // A new resolution starts with an empty form (reset while rendering, not in an effect).
  const [draftMethod, setDraftMethod] = useState(context.method);
  if (draftMethod !== context.method) {
    setDraftMethod(context.method);
    if (context.method === null) setDraft({ notes: '', uploads: [] });
  }

  const close = () => send({ type: 'CLOSE_MODAL' });
  const back = () => send({ type: 'BACK' });
  const toggle = (id: number) => send({ type: 'TOGGLE', problemRegisterId: id });
  const busy =
    state.matches({ resolving: { requestQuote: 'submitting' } }) ||
    state.matches({ resolving: { thirdParty: 'submitting' } }) ||
    state.matches({ resolving: { informDi: 'submitting' } }) ||
    state.matches({ dismiss: 'dismissing' }) ||
    state.matches({ restore: 'restoring' });
  const closeButton = (
    <Button variant="default" onClick={close}>
      Close
    </Button>
  );
  const finding = context.group?.reportedFindings.find((each) => idOf(each) === context.finding);

  if (state.matches('forwardQuote') && context.quotationId !== null) {
    return (
      <ForwardQuote
        quotationId={context.quotationId}
        onForwarded={() => send({ type: 'FORWARDED' })}
        onClose={back}
      />
    );
  }

  const done = (title: string, text: string) => (
    <Screen
      title={title}
      actions={
        <>
          <Button variant="default" onClick={() => send({ type: 'RESOLVE_MORE' })}>
            Resolve more
          </Button>
          <Button onClick={close} data-autofocus>
            Done
          </Button>
        </>
      }
    >
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fz="sm">{text}</Text>
      </Group>
    </Screen>
  );

  let body: ReactNode;
  if (context.closeConfirmation) {
    body = (
      <Screen
        title={M.closeQuestion}
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
        <Text fz="sm">{M.closeNote}</Text>
      </Screen>
    );
  } else if (state.matches('idle') || state.matches('loading')) {
    body = (
      <Center mih={160}>
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text fz="sm">Loading reported findings…</Text>
        </Stack>
      </Center>
    );
  } else if (state.matches('noReportedFindings')) {
    body = (
      <Screen title={M.noneFoundTitle} actions={closeButton}>
        <Text fz="sm">{M.noneFoundText}</Text>
      </Screen>
    );
  } else if (state.matches('fatalError')) {
    body = (
      <Screen title={M.fatalTitle} actions={closeButton}>
        <Text fz="sm">
          {M.fatalText}
          {context.error?.message ? ` (${context.error.message})` : ''}
        </Text>
      </Screen>
    );
  } else if (state.matches('selectResolutionMethod')) {
    body = <MethodsScreen context={context} send={send} close={close} />;
  } else if (state.matches({ dismiss: 'confirm' }) || state.matches({ dismiss: 'dismissing' })) {
    body = (
      <Screen
        title="Dismiss this finding?"
        actions={
          <>
            <Button variant="default" onClick={back} disabled={busy}>
              Back
            </Button>
            <Button color="red" loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
              Dismiss
            </Button>
          </>
        }
      >
        {finding ? <FindingText finding={finding} /> : null}
        <Text fz="sm">A dismissed finding can be restored later.</Text>
      </Screen>
    );
  } else if (state.matches('restore')) {
    body = (
      <Screen
        title="Restore this finding?"
        actions={
          <>
            <Button variant="default" onClick={back} disabled={busy}>
              Back
            </Button>
            <Button loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
              Restore
            </Button>
          </>
        }
      >
        {finding ? <FindingText finding={finding} /> : null}
      </Screen>
    );
  } else if (state.matches({ resolving: { requestQuote: 'complete' } })) {
    body = done('Quote requested', `A quote was requested for ${plural(context.selected.length)}.`);
  } else if (state.matches({ resolving: { thirdParty: 'complete' } })) {
    body = done(
      'Resolved by a third party',
      `${plural(context.selected.length)} marked as resolved by a third party, with ${context.documents.length} document${context.documents.length === 1 ? '' : 's'}.`,
    );
  } else if (state.matches({ resolving: { informDi: 'confirmed' } })) {
    body = done(
      'Provider informed',
      `${providerName} was informed of ${plural(context.selected.length)}.`,
    );
  } else if (
    state.matches({ resolving: { requestQuote: 'confirm' } }) ||
    state.matches({ resolving: { requestQuote: 'submitting' } })
  ) {
    const chosen = findingsFor(context.group, 'requestQuote').filter((each) =>
      context.selected.includes(idOf(each)),
    );
    body = (
      <Screen
        title="Request a quote for these findings?"
        actions={
          <>
            <Button variant="default" onClick={back} disabled={busy}>
              Back
            </Button>
            <Button loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
              Request quote
            </Button>
          </>
        }
      >
        <List size="sm" spacing={4}>
          {chosen.map((each) => (
            <List.Item key={idOf(each)}>{each.originalProblemItem.title}</List.Item>
          ))}
        </List>
      </Screen>
    );
  } else if (state.matches({ resolving: { thirdParty: 'form' } })) {
    body = (
      <ThirdPartyForm
        propertyId={propertyId}
        address={address}
        draft={draft}
        setDraft={setDraft}
        onBack={back}
        onNext={(documents) => send({ type: 'SUBMIT_FORM', notes: draft.notes, documents })}
      />
    );
  } else if (
    state.matches({ resolving: { thirdParty: 'disclaimer' } }) ||
    state.matches({ resolving: { thirdParty: 'submitting' } })
  ) {
    body = (
      <Screen
        title="Before you continue"
        actions={
          <>
            <Button variant="default" onClick={back} disabled={busy}>
              Back
            </Button>
            <Button
              loading={busy}
              disabled={!context.understood}
              onClick={() => send({ type: 'CONFIRM' })}
            >
              Continue
            </Button>
          </>
        }
      >
        <Alert color="yellow" variant="light">
          {M.disclaimer(providerName)}
        </Alert>
        <Checkbox
          label={M.understand}
          checked={context.understood}
          onChange={(event) =>
            send({ type: 'UNDERSTAND', understood: event.currentTarget.checked })
          }
        />
      </Screen>
    );
  } else if (state.matches({ resolving: 'informDi' })) {
    body = (
      <InformForm
        context={context}
        pending={busy}
        onToggle={toggle}
        onBack={back}
        onSubmit={(notes, propertyBuilt) => send({ type: 'SUBMIT_INFORM', notes, propertyBuilt })}
      />
    );
  } else {
    // Choosing the findings of a quote or a third party's resolution.
    const chosen: ResolutionMethod = context.method ?? 'requestQuote';
    body = (
      <Screen
        title={`${METHOD_LABELS[chosen]}: which findings?`}
        actions={
          <>
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button
              disabled={context.selected.length === 0}
              onClick={() => send({ type: 'CONFIRM' })}
            >
              Next
            </Button>
          </>
        }
      >
        <SelectItems context={context} method={chosen} onToggle={toggle} />
      </Screen>
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      title={
        <Stack gap={2}>
          <Text fw={600}>{address}</Text>
          <Text fz="xs" c="dimmed">
            {serviceLabels[serviceShortName]}
          </Text>
        </Stack>
      }
      size="lg"
      fullScreen={false}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
    >
      {body}
    </Modal>
  );
}
