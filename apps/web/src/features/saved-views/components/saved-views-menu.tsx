import { Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  SAVED_VIEW_FIXED_PARAMS,
  SAVED_VIEW_MESSAGES as M,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_PARAM,
  savedViewListLabels,
  savedViewParamsOf,
  type TSavedView,
  type TSavedViewList,
} from '@portal/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/paths';
import { useChangeSavedView, useSavedView, useSavedViews } from '../api/saved-views';

/** Each list's page, where its views open. */
const LIST_PATHS: Record<TSavedViewList, string> = {
  portfolio: appPaths.portfolio(),
  'other-providers': appPaths.portfolio(),
  'required-updates': appPaths.actionRequired.updates(),
  'access-issues': appPaths.actionRequired.accessIssues(),
  'reported-findings': appPaths.actionRequired.reportedFindings(),
  analytics: appPaths.analytics(),
};

/** The URL search of a list with `params` as its filters (and the list's fixed parameters). */
function searchOf(list: TSavedViewList, params: string, extra: Record<string, string> = {}) {
  const search = new URLSearchParams({ ...SAVED_VIEW_FIXED_PARAMS[list], ...extra });
  for (const [key, value] of new URLSearchParams(params)) search.append(key, value);
  return search;
}

/** The address that opens a view for anyone of the agency: /<list>?view=<id>. */
function savedViewLink(view: Pick<TSavedView, 'id' | 'list'>): string {
  const search = searchOf(view.list, '', { [SAVED_VIEW_PARAM]: String(view.id) });
  return `${window.location.origin}${LIST_PATHS[view.list]}?${search.toString()}`;
}

const viewIdOf = (params: URLSearchParams): number | null => {
  const raw = params.get(SAVED_VIEW_PARAM);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
};

interface NameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  /** Only when saving: whether to share it and to open it by default. */
  options?: boolean;
  loading: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (values: { name: string; shared: boolean; isDefault: boolean }) => void;
}

function NameDialog({
  opened,
  title,
  submitLabel,
  initialName,
  options = false,
  loading,
  error,
  onClose,
  onSubmit,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  const shown = error ?? (touched && blank ? M.nameRequired : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!blank) onSubmit({ name: name.trim(), shared, isDefault });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="View name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={SAVED_VIEW_NAME_MAX}
            error={shown}
            required
            data-autofocus
          />
          {options ? (
            <>
              <Checkbox
                label="Share with my agency (anyone with the link can open it)"
                checked={shared}
                onChange={(event) => setShared(event.currentTarget.checked)}
              />
              <Checkbox
                label="Open this view when I open the list without filters"
                checked={isDefault}
                onChange={(event) => setIsDefault(event.currentTarget.checked)}
              />
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type Dialog = 'save' | 'rename' | 'delete' | null;

export interface SavedViewsMenuProps {
  /** The list whose filters (its URL's search parameters) are saved and applied. */
  list: TSavedViewList;
}

/**
 * Saved views of a list, in its filter bar: save the URL's filters under a name, open a view
 * (its filters into the URL), copy its link, make it the user's default (applied when the list
 * opens without filters, with a note and a way back), rename, share and delete. A link
 * `?view=<id>` opens the view's filters here.
 */
export function SavedViewsMenu({ list }: SavedViewsMenuProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const views = useSavedViews(list);
  const change = useChangeSavedView();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  /** The default view applied on opening, while its note shows. */
  const [appliedDefault, setAppliedDefault] = useState<TSavedView | null>(null);

  const current = savedViewParamsOf(list, searchParams);
  const all = views.data ?? [];
  const active =
    all.find((view) => view.id === selectedId && view.params === current) ??
    all.find((view) => view.params === current && current !== '');
  const own = all.filter((view) => view.isOwn);
  const shared = all.filter((view) => !view.isOwn);

  const apply = (view: TSavedView, { replace = false } = {}) => {
    setSelectedId(view.id);
    setSearchParams(searchOf(list, view.params), { replace });
  };

  // A link ?view=<id> opens the view: its filters replace the link in the URL.
  const linkedId = viewIdOf(searchParams);
  const linked = useSavedView(linkedId);
  // The linked view is the one shown, even where another has the same filters.
  if (linked.data && linked.data.list === list && selectedId !== linked.data.id) {
    setSelectedId(linked.data.id);
  }
  useEffect(() => {
    if (linkedId === null) return;
    if (linked.data) {
      const view = linked.data;
      if (view.list === list) {
        setSearchParams(searchOf(list, view.params), { replace: true });
      } else {
        void navigate(`${LIST_PATHS[view.list]}?${searchOf(view.list, view.params).toString()}`, {
          replace: true,
        });
      }
      showSuccessToast(M.applied(view.name));
    } else if (linked.isError) {
      showErrorToast(
        M.linkMissing,
        isApiError(linked.error) && linked.error.status === 404 ? undefined : linked.error,
      );
      setSearchParams(searchOf(list, current), { replace: true });
    }
    // Once per answer: the URL change above ends the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId, linked.data, linked.isError]);

  // Opened without filters (nor a link): the user's default view, once, with a note.
  const [opening, setOpening] = useState(() => current === '' && linkedId === null);
  if (opening && views.data) {
    setOpening(false);
    const fallback = views.data.find((view) => view.isOwn && view.isDefault);
    if (fallback && current === '' && fallback.params !== '') setAppliedDefault(fallback);
  }
  // Until the URL shows the default it is applied again: a navigation still under way when the
  // list opened (the route's own) could otherwise put the bare URL back.
  const [defaultLanded, setDefaultLanded] = useState(false);
  if (appliedDefault && !defaultLanded && current === appliedDefault.params) setDefaultLanded(true);
  const pendingDefault = appliedDefault && !defaultLanded && current === '' ? appliedDefault : null;
  useEffect(() => {
    if (pendingDefault) {
      setSearchParams(searchOf(list, pendingDefault.params), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingDefault, searchParams]);
  const defaultNote = appliedDefault && appliedDefault.params === current ? appliedDefault : null;

  const run = (
    request: Parameters<typeof change.mutate>[0],
    done: (view: TSavedView) => string,
    { inDialog = false } = {},
  ) => {
    setDialogError(null);
    change.mutate(request, {
      onSuccess: (view) => {
        showSuccessToast(done(view));
        setDialog(null);
        if (request.kind === 'create') setSelectedId(view.id);
      },
      onError: (error) => {
        // A refusal the user can fix (a name in use) shows under the name.
        if (inDialog && isApiError(error) && error.status < 500 && error.status !== 401) {
          setDialogError(error.message);
        } else {
          showErrorToast(M.failed, error);
        }
      },
    });
  };

  const copyLink = async (view: TSavedView) => {
    try {
      await navigator.clipboard.writeText(savedViewLink(view));
      showSuccessToast(M.linkCopied, view.shared || !view.isOwn ? undefined : M.linkPrivate);
    } catch {
      showErrorToast(M.linkNotCopied);
    }
  };

  const label = active ? `View: ${active.name}` : 'Saved views';
  const item = (view: TSavedView) => (
    <Menu.Item
      key={view.id}
      onClick={() => apply(view)}
      aria-current={view.id === active?.id ? 'true' : undefined}
      rightSection={
        view.isDefault ? (
          <Text span fz="xs" c="dimmed">
            Default
          </Text>
        ) : undefined
      }
    >
      {view.name}
      {view.isOwn ? null : (
        <Text span fz="xs" c="dimmed">
          {' '}
          by {view.ownerName ?? 'a former user'}
        </Text>
      )}
    </Menu.Item>
  );

  return (
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-start" withinPortal shadow="md" width={280}>
        <Menu.Target>
          <Button
            variant="default"
            aria-label={`Saved views of ${savedViewListLabels[list]}: ${label}`}
          >
            <Text span truncate maw={220} fz="sm" fw={500}>
              {label}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog('save')}>Save current filters as…</Menu.Item>
          {active ? (
            <>
              <Menu.Divider />
              <Menu.Label>{active.name}</Menu.Label>
              <Menu.Item onClick={() => void copyLink(active)}>Copy link</Menu.Item>
              {active.isOwn ? (
                <>
                  <Menu.Item
                    onClick={() =>
                      run(
                        { kind: 'default', view: active, isDefault: !active.isDefault },
                        (view) =>
                          view.isDefault ? M.madeDefault(view.name) : M.defaultCleared(view.name),
                      )
                    }
                  >
                    {active.isDefault ? 'Stop opening by default' : 'Set as my default'}
                  </Menu.Item>
                  <Menu.Item
                    onClick={() =>
                      run(
                        { kind: 'update', view: active, body: { shared: !active.shared } },
                        (view) => (view.shared ? M.shared(view.name) : M.unshared(view.name)),
                      )
                    }
                  >
                    {active.shared ? 'Stop sharing with my agency' : 'Share with my agency'}
                  </Menu.Item>
                  <Menu.Item onClick={() => setDialog('rename')}>Rename…</Menu.Item>
                  <Menu.Item color="red" onClick={() => setDialog('delete')}>
                    Delete…
                  </Menu.Item>
                </>
              ) : null}
            </>
          ) : null}
          <Menu.Divider />
          <Menu.Label>My views</Menu.Label>
          {views.isPending ? <Menu.Item disabled>Loading views…</Menu.Item> : null}
          {views.isError ? (
            <Menu.Item onClick={() => void views.refetch()}>
              Views could not be loaded: try again
            </Menu.Item>
          ) : null}
          {views.isSuccess && own.length === 0 ? (
            <Menu.Item disabled>No saved views yet</Menu.Item>
          ) : null}
          {own.map(item)}
          {shared.length > 0 ? (
            <>
              <Menu.Label>Shared with the agency</Menu.Label>
              {shared.map(item)}
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {defaultNote ? (
        <Group gap={4} wrap="wrap" role="status">
          <Text fz="sm" c="dimmed">
            Your default view ‘{defaultNote.name}’ is applied.
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setAppliedDefault(null);
              setSelectedId(null);
              setSearchParams(searchOf(list, ''));
            }}
          >
            Show without filters
          </Button>
        </Group>
      ) : null}
      {dialog === 'save' ? (
        <NameDialog
          opened
          title="Save current filters"
          submitLabel="Save view"
          initialName=""
          options
          loading={change.isPending}
          error={dialogError}
          onClose={() => {
            setDialog(null);
            setDialogError(null);
          }}
          onSubmit={({ name, shared: share, isDefault }) =>
            run(
              { kind: 'create', body: { list, name, params: current, shared: share, isDefault } },
              (view) => M.saved(view.name),
              { inDialog: true },
            )
          }
        />
      ) : null}
      {dialog === 'rename' && active ? (
        <NameDialog
          opened
          title={`Rename ‘${active.name}’`}
          submitLabel="Rename"
          initialName={active.name}
          loading={change.isPending}
          error={dialogError}
          onClose={() => {
            setDialog(null);
            setDialogError(null);
          }}
          onSubmit={({ name }) =>
            run({ kind: 'update', view: active, body: { name } }, (view) => M.renamed(view.name), {
              inDialog: true,
            })
          }
        />
      ) : null}
      {dialog === 'delete' && active ? (
        <ConfirmDialog
          opened
          danger
          title={`Delete ‘${active.name}’?`}
          confirmLabel="Delete view"
          loading={change.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => run({ kind: 'delete', view: active }, (view) => M.deleted(view.name))}
        >
          {active.shared
            ? 'The view and its link stop working for everyone in your agency. The list keeps its current filters.'
            : 'The view is deleted. The list keeps its current filters.'}
        </ConfirmDialog>
      ) : null}
    </Group>
  );
}
