import { ActionIcon, Kbd, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import classes from './header-search.module.css';

// The palette (and @mantine/spotlight) loads on first use, so the shell's first load stays lean.
const SearchPalette = lazy(() =>
  import('./search-palette').then((module) => ({ default: module.SearchPalette })),
);

/**
 * The header's search: a box from lg, an icon button below, and Ctrl+K (⌘K on a Mac) anywhere,
 * text fields included. Each opens the command palette.
 */
export function HeaderSearch() {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const mac = useOs() === 'macos';
  const show = () => {
    setWanted(true);
    open();
  };
  useHotkeys([['mod+K', show]], []);
  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      >
        <IconSearch size={16} aria-hidden />
        <span className={classes.label}>Search</span>
        <Kbd size="xs" aria-hidden>
          {mac ? '⌘ K' : 'Ctrl K'}
        </Kbd>
      </UnstyledButton>
      <ActionIcon
        className={classes.icon}
        variant="subtle"
        color="gray"
        size="lg"
        onClick={show}
        aria-label="Search"
        aria-haspopup="dialog"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchPalette opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
