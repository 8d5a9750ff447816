import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';
import classes from './page-layout.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

export interface PageLayoutProps {
  /** The page heading (the one h1). */
  title: ReactNode;
  /** The browser tab's text before the brand suffix; defaults to `title` when it is text. */
  documentTitle?: string;
  breadcrumbs?: readonly Crumb[];
  description?: ReactNode;
  /** Actions beside the heading, such as a primary button. */
  aside?: ReactNode;
  /** The controls bar under the title block: search, filters, sorting. */
  controls?: ReactNode;
  /** A PageSidebar (./page-sidebar): beside the body from the xl breakpoint, a drawer below it. */
  sidebar?: ReactNode;
  children?: ReactNode;
}

function PageBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} classNames={{ root: classes.breadcrumbs }}>
        {items.map((crumb, index) =>
          crumb.to && index < items.length - 1 ? (
            <Anchor key={`${crumb.label}-${index}`} component={Link} to={crumb.to} fz="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={`${crumb.label}-${index}`} fz="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}

/** Every page's frame: title block (breadcrumbs, heading, description, aside), controls, body. */
export function PageLayout({
  title,
  documentTitle,
  breadcrumbs,
  description,
  aside,
  controls,
  sidebar,
  children,
}: PageLayoutProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {breadcrumbs && breadcrumbs.length > 0 ? <PageBreadcrumbs items={breadcrumbs} /> : null}
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} className={classes.heading}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {title}
            </Title>
            {description ? (
              // A paragraph for text; blocks (a page's summary lines) cannot sit in one.
              <Text c="dimmed" component={typeof description === 'string' ? 'p' : 'div'}>
                {description}
              </Text>
            ) : null}
          </Stack>
          {aside ? <Group gap="sm">{aside}</Group> : null}
        </Group>
      </Stack>
      {controls ? (
        <Group gap="sm" align="flex-end" className={classes.controls}>
          {controls}
        </Group>
      ) : null}
      {sidebar ? (
        <div className={classes.withSidebar}>
          {sidebar}
          <Box className={classes.body}>{children}</Box>
        </div>
      ) : (
        <Box>{children}</Box>
      )}
    </Stack>
  );
}
