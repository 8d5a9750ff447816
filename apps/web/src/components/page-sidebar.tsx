import { Box, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './page-sidebar.module.css';

export interface PageSidebarProps {
  /** Names the sidebar's landmark, its toggle button and the drawer. */
  title?: string;
  children: ReactNode;
}

/**
 * A page's sidebar for PageLayout's `sidebar`: beside the body from the xl breakpoint, in a
 * drawer below it. Its own module so pages without one do not load the drawer's code.
 */
export function PageSidebar({ title = 'Filters', children }: PageSidebarProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Box component="aside" aria-label={title} visibleFrom="xl" className={classes.sidebar}>
        {children}
      </Box>
      <Button
        hiddenFrom="xl"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={open}
        className={classes.toggle}
      >
        {title}
      </Button>
      <Drawer opened={opened} onClose={close} title={title}>
        {children}
      </Drawer>
    </>
  );
}
