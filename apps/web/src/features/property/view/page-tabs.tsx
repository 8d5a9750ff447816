import { Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface PageTab {
  /** The sub-page's path segment; the overview has none. */
  page: string;
  label: string;
}

/**
 * A property's sub-pages as a row of links (the link crawl follows them), the open one marked
 * as the current page; scrolls sideways on a phone rather than wrapping, with the open one
 * brought into view (a phone opening Entry preferences sees its tab, not the first four).
 */
export function PageTabs({
  tabs,
  page,
  hrefOf,
}: {
  tabs: readonly PageTab[];
  page: string;
  hrefOf: (page: string) => string;
}) {
  const open = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Only within the row: 'nearest' leaves the page where it is when the tab is in view.
    open.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  return (
    <Group
      component="nav"
      aria-label="Property pages"
      gap={4}
      wrap="nowrap"
      style={{
        overflowX: 'auto',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
      pb={4}
    >
      {tabs.map((tab) => {
        const active = tab.page === page;
        return (
          <Button
            key={tab.page}
            ref={active ? open : undefined}
            component={Link}
            to={hrefOf(tab.page)}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-current={active ? 'page' : undefined}
            size="sm"
            style={{ flexShrink: 0 }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}
