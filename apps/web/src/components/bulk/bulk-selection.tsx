import {
  Affix,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import {
  BULK_MESSAGES,
  bulkRowStatusLabels,
  type TBulkActionWords,
  type TBulkRowStatus,
} from '@portal/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { showErrorToast } from '../toast';
import type { BulkOutcome, BulkRow, BulkRowInput } from './bulk-queue-machine';
import {
  dismissBulkRun,
  setBulkSelection,
  trackBulkRun,
  useBulkRun,
  useBulkSelectionKeys,
  type BulkRunView,
} from './bulk-runs';

/** One action the bar offers on the selected rows; each row runs the list's one-row call. */
export interface BulkAction<T> {
  words: TBulkActionWords;
  icon?: ReactNode;
  /** A destructive action (dismiss): red, and Cancel takes the first focus. */
  danger?: boolean;
  /**
   * Known before anything is sent: a row lacking what the action needs, or with nothing to do,
   * is listed with the reason and never sent.
   */
  check?: (item: T) => BulkRowInput['outcome'];
  /** The row's call: its outcome in words, or a thrown ApiError with the server's message. */
  run: (item: T) => Promise<BulkOutcome>;
  /** Loads the lists again once every row has ended. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
}

export interface BulkSelectionOptions<T> {
  /** Names the list's run, which is kept until its results are dismissed. */
  listId: string;
  /** The page's rows (undefined while they load). */
  items: readonly T[] | undefined;
  itemKey: (item: T) => string | number;
  /** What the user knows the row by, in its checkbox and its result: its address. */
  itemLabel: (item: T) => string;
  /** None: the list offers no selection. */
  actions: readonly BulkAction<T>[];
}

export interface BulkSelection<T> {
  /** The list offers selection (it has actions and rows). */
  enabled: boolean;
  /** 'Select all on this page': checked, unchecked or indeterminate; `label` shows the words. */
  selectAll: (options?: { label?: boolean }) => ReactNode;
  /** A row's checkbox, named after the row. */
  checkbox: (item: T) => ReactNode;
  /** The bar (when rows are selected), its confirmation and the results until dismissed. */
  panel: ReactNode;
}

const STATUS_COLOURS: Record<TBulkRowStatus, MantineColor> = {
  queued: 'gray',
  working: 'blue',
  done: 'green',
  failed: 'red',
  'needs-details': 'orange',
  skipped: 'gray',
  cancelled: 'gray',
};

function countOf(rows: readonly BulkRow[]) {
  const counts: Partial<Record<TBulkRowStatus, number>> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

/** The results of a bulk action, row by row, kept until dismissed. */
function BulkResults({ run, onDismiss }: { run: BulkRunView; onDismiss: () => void }) {
  const headingId = useId();
  const counts = countOf(run.rows);
  const total = run.rows.length;
  const finished = total - (counts.queued ?? 0) - (counts.working ?? 0);
  const failed = counts.failed ?? 0;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Title order={3} fz="sm" id={headingId}>
              {run.words.heading}
            </Title>
            <Text fz="sm" c="dimmed" aria-live="polite">
              {run.running
                ? BULK_MESSAGES.progress(finished, total)
                : BULK_MESSAGES.summary(counts)}
            </Text>
          </div>
          <Group gap="xs">
            {run.running && (counts.queued ?? 0) > 0 ? (
              <Button size="xs" variant="default" onClick={run.cancel}>
                {BULK_MESSAGES.cancelRemaining}
              </Button>
            ) : null}
            {!run.running && failed > 0 ? (
              <Button size="xs" variant="light" onClick={run.retry}>
                {BULK_MESSAGES.retryFailed(failed)}
              </Button>
            ) : null}
            {!run.running ? (
              <Button size="xs" variant="default" onClick={onDismiss}>
                {BULK_MESSAGES.dismiss}
              </Button>
            ) : null}
          </Group>
        </Group>
        {run.running ? (
          <Progress
            value={total === 0 ? 100 : (finished / total) * 100}
            size="sm"
            aria-label={BULK_MESSAGES.progress(finished, total)}
          />
        ) : null}
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={BULK_MESSAGES.resultsLabel}
        >
          {run.rows.map((row) => (
            <Group component="li" key={row.id} gap="xs" wrap="nowrap" align="flex-start">
              <Badge
                color={STATUS_COLOURS[row.status]}
                // The dot carries the tone; the words keep full contrast.
                variant="dot"
                size="sm"
                radius="sm"
                miw={96}
                style={{ flex: '0 0 auto' }}
              >
                {bulkRowStatusLabels[row.status]}
              </Badge>
              <Stack gap={0} miw={0}>
                <Text fz="sm" fw={600}>
                  {row.label}
                </Text>
                {row.message ? (
                  <Text
                    fz="xs"
                    c={row.status === 'failed' ? 'red.9' : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {row.message}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The rows the action's check leaves out, by reason: said before anything is sent. */
function LeftOut<T>({ items, action }: { items: readonly T[]; action: BulkAction<T> }) {
  const reasons = new Map<string, number>();
  for (const item of items) {
    const outcome = action.check?.(item);
    if (outcome) reasons.set(outcome.message, (reasons.get(outcome.message) ?? 0) + 1);
  }
  if (reasons.size === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {[...reasons].map(([reason, n]) => (
        <List.Item key={reason}>{BULK_MESSAGES.leftOut(n, reason)}</List.Item>
      ))}
    </List>
  );
}

/** The bar over a list's selected rows: how many, each action, and clearing the selection. */
function BulkActionBar<T>({
  count,
  actions,
  onAction,
  onClear,
  busy,
}: {
  count: number;
  actions: readonly BulkAction<T>[];
  onAction: (action: BulkAction<T>) => void;
  onClear: () => void;
  /** A run of this list is still going: a new one waits for it. */
  busy: boolean;
}) {
  // Fixed at the foot of the window, so selecting moves no row; in the page's order for the
  // keyboard, right after the list's 'Select all'.
  return (
    <Affix
      withinPortal={false}
      position={{ bottom: 16, left: 16, right: 16 }}
      zIndex={150}
      style={{ display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}
    >
      <Paper
        role="region"
        aria-label={BULK_MESSAGES.barLabel}
        withBorder
        shadow="md"
        radius="md"
        px="sm"
        py={8}
        maw={720}
        w="100%"
        style={{ pointerEvents: 'auto' }}
      >
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={600} aria-live="polite">
            {BULK_MESSAGES.selected(count)}
          </Text>
          <Group gap="xs">
            {actions.map((action) => (
              <Button
                key={action.words.button}
                size="xs"
                color={action.danger ? 'red' : undefined}
                variant={action.danger ? 'light' : 'filled'}
                leftSection={action.icon}
                disabled={busy}
                onClick={() => onAction(action)}
              >
                {action.words.button}
              </Button>
            ))}
            <Button size="xs" variant="subtle" onClick={onClear}>
              {BULK_MESSAGES.clearSelection}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}

/**
 * Selecting a list's rows and acting on all of them at once: a checkbox per row, select all on
 * the page, the bar while rows are selected, a confirmation saying what will happen to how many
 * rows, then each row's result (the list's own one-row call, two at a time) until dismissed, and
 * the lists loaded again.
 */
export function useBulkSelection<T>({
  listId,
  items,
  itemKey,
  itemLabel,
  actions,
}: BulkSelectionOptions<T>): BulkSelection<T> {
  const queryClient = useQueryClient();
  const run = useBulkRun(listId);
  const chosen = useBulkSelectionKeys(listId);
  const setChosen = (
    next: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>),
  ) => setBulkSelection(listId, typeof next === 'function' ? next(chosen) : next);
  const [confirming, setConfirming] = useState<BulkAction<T> | null>(null);
  const [starting, setStarting] = useState(false);
  const rows = useMemo(() => items ?? [], [items]);
  const keyOf = (item: T) => String(itemKey(item));
  // Only rows still on the page count: a row gone after a refresh is no longer selected.
  const selected = rows.filter((item) => chosen.has(keyOf(item)));
  const enabled = actions.length > 0 && rows.length > 0;

  const toggle = (item: T, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  const all = selected.length === rows.length && rows.length > 0;
  const some = selected.length > 0 && !all;

  const start = async (action: BulkAction<T>) => {
    const byKey = new Map(selected.map((item) => [keyOf(item), item]));
    const inputs: BulkRowInput[] = selected.map((item) => ({
      id: keyOf(item),
      label: itemLabel(item),
      outcome: action.check?.(item),
    }));
    setStarting(true);
    try {
      const { startBulkRun } = await import('./bulk-run');
      const actor = startBulkRun(inputs, (id) => action.run(byKey.get(id)!));
      trackBulkRun(listId, actor, action.words, () => void action.refresh(queryClient));
      setChosen(new Set());
      setConfirming(null);
    } catch (error) {
      showErrorToast(BULK_MESSAGES.unknownError, error);
    } finally {
      setStarting(false);
    }
  };

  const selectAll = ({ label = false }: { label?: boolean } = {}) =>
    enabled ? (
      <Checkbox
        size="sm"
        checked={all}
        indeterminate={some}
        onChange={(event) =>
          setChosen(event.currentTarget.checked ? new Set(rows.map(keyOf)) : new Set())
        }
        label={label ? BULK_MESSAGES.selectAll : undefined}
        aria-label={label ? undefined : BULK_MESSAGES.selectAll}
      />
    ) : null;

  const checkbox = (item: T) =>
    enabled ? (
      <Checkbox
        size="sm"
        checked={chosen.has(keyOf(item))}
        onChange={(event) => toggle(item, event.currentTarget.checked)}
        aria-label={BULK_MESSAGES.selectRow(itemLabel(item))}
      />
    ) : null;

  const panel = (
    <>
      {enabled && selected.length > 0 ? (
        <BulkActionBar
          count={selected.length}
          actions={actions}
          onAction={setConfirming}
          onClear={() => setChosen(new Set())}
          busy={run?.running === true}
        />
      ) : null}
      {run ? <BulkResults run={run} onDismiss={() => dismissBulkRun(listId)} /> : null}
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void start(confirming)}
        loading={starting}
        danger={confirming?.danger}
        title={confirming?.words.title(selected.length) ?? ''}
        confirmLabel={confirming?.words.confirm}
      >
        {confirming ? (
          <Stack gap="xs">
            <Text fz="sm">{confirming.words.description}</Text>
            <LeftOut items={selected} action={confirming} />
          </Stack>
        ) : null}
      </ConfirmDialog>
    </>
  );

  return { enabled, selectAll, checkbox, panel };
}
