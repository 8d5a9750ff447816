import '@mantine/spotlight/styles.layer.css';
import { Kbd, Loader, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  QUICK_SEARCH_MESSAGES,
  type TQuickSearchKind,
  type TQuickSearchResult,
} from '@portal/contracts';
import {
  IconFileDollar,
  IconFileInvoice,
  IconHome,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { usePropertyHref } from '../../../../components/property-link';
import { useQuickSearch } from '../api/quick-search';
import classes from './search-palette.module.css';

const [store, palette] = createSpotlight();

/**
 * Selects the list's first result, as Spotlight does when the query changes: the answer comes
 * later (debounced, then fetched), so Enter would otherwise open nothing, or a stale choice.
 */
function selectFirst(listId: string) {
  const list = document.getElementById(listId);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = list?.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

const KIND_ICONS: Record<TQuickSearchKind, ReactNode> = {
  property: <IconHome size={18} aria-hidden />,
  occupant: <IconUser size={18} aria-hidden />,
  invoice: <IconFileInvoice size={18} aria-hidden />,
  quote: <IconFileDollar size={18} aria-hidden />,
};

const INTRO =
  'Find a property by its address, an occupant by name or phone number, or an invoice or ' +
  'quote by its number.';

const optionId = (listId: string, result: TQuickSearchResult) =>
  `${listId}-${result.kind}-${result.id}`;

export interface SearchPaletteProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The command palette (Mantine Spotlight): type, move with the arrows, Enter opens the selected
 * result, Esc closes. Results come from GET /v1/search in their groups; each opens the property
 * it belongs to (an invoice's or quote's property shows its invoices and quotes).
 */
export function SearchPalette({ opened, onClose }: SearchPaletteProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { searchable, answer, pending, error, retry } = useQuickSearch(text);
  // Spotlight keeps its selection without telling React (its store changes it in place), so the
  // index is read back after each key the search box handles, for aria-activedescendant.
  const [selected, setSelected] = useState(-1);
  const listId = `quick-search-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  const results = answer?.groups.flatMap((group) => group.results) ?? [];
  // A new answer selects its first result, so Enter opens what is at the top.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setSelected(answer?.groups.length ? 0 : -1);
  }
  useEffect(() => {
    if (answer) selectFirst(listId);
  }, [answer, listId]);

  const active = selected >= 0 ? results[selected] : undefined;
  const propertyHref = usePropertyHref();
  const open = (result: TQuickSearchResult) => {
    // Where the property details page is off for the user, the compliance system's page.
    const { href, external } = propertyHref(result.compliancePropertyId);
    if (external) window.location.assign(href);
    else void navigate(href);
  };

  let body: ReactNode;
  if (!searchable) {
    body = (
      <Text className={classes.message} c="dimmed">
        {text.trim() === '' ? INTRO : QUICK_SEARCH_MESSAGES.tooShort}
      </Text>
    );
  } else if (error) {
    body = (
      <div className={classes.message}>
        <LoadError title="The search could not be completed" error={error} onRetry={retry} />
      </div>
    );
  } else if (!answer) {
    body = (
      <Stack gap="xs" className={classes.message} aria-busy="true">
        <VisuallyHidden>Searching</VisuallyHidden>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  } else if (answer.groups.length === 0) {
    body = pending ? null : (
      <Text className={classes.message} c="dimmed" role="status">
        {`No matches for “${text.trim()}”`}
      </Text>
    );
  }

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={text}
      onQueryChange={setText}
      onSpotlightClose={onClose}
      scrollable
      maxHeight="min(60vh, 28rem)"
      // The dialog's name (Spotlight's modal has no title).
      attributes={{ content: { 'aria-label': 'Search' } }}
      classNames={{ actionDescription: classes.description }}
    >
      <Spotlight.Search
        placeholder="Address, occupant, phone, invoice or quote number"
        aria-label="Search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(listId, active) : undefined}
        onKeyDown={() => queueMicrotask(() => setSelected(store.getState().selected))}
        leftSection={<IconSearch size={20} aria-hidden />}
        rightSection={pending ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
      />
      <Spotlight.ActionsList id={listId} role="listbox" aria-label="Search results">
        {answer?.groups.map((group) => (
          <Spotlight.ActionsGroup
            key={group.kind}
            label={group.label}
            role="group"
            aria-label={group.label}
          >
            {group.results.map((result) => (
              <Spotlight.Action
                key={`${result.kind}-${result.id}`}
                // Spotlight.Action takes `id` for itself; the element gets its id here.
                ref={(element: HTMLButtonElement | null) => {
                  if (element) element.id = optionId(listId, result);
                }}
                role="option"
                aria-selected={active === result}
                label={result.title}
                description={result.detail}
                leftSection={KIND_ICONS[result.kind]}
                onClick={() => open(result)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
      </Spotlight.ActionsList>
      {body}
      <Spotlight.Footer className={classes.footer}>
        <Text fz="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move, <Kbd size="xs">Enter</Kbd> to open,{' '}
          <Kbd size="xs">Esc</Kbd> to close
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
