import { Box, Select, Tabs, VisuallyHidden } from '@mantine/core';
import { useScreenMatches } from '../lib/screen-matches';
import { formatNumber } from '@portal/contracts';
import type { ReactNode } from 'react';

export interface TabbedLayoutTab {
  /** The tab's value in the URL, e.g. 'overdue-invoices'. */
  value: string;
  label: string;
  /** Shown in brackets after the label when above zero. */
  count?: number | null;
  /** Marks the tab with a red dot, e.g. a side with compliance issues. */
  attention?: boolean;
  content: ReactNode;
}

export interface TabbedLayoutProps {
  /** Tabs in order; callers leave out the ones the user may not see. */
  tabs: readonly TabbedLayoutTab[];
  /** The chosen tab, typically a URL parameter; an unknown value shows the first tab. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Names the tab list, and labels the dropdown that replaces it on phones. */
  label: string;
  /** Keeps hidden tabs mounted so their state survives switching. */
  keepMounted?: boolean;
}

/** 'Pay overdue invoices (3)'; the bare label when the count is zero or unknown. */
function tabLabel(label: string, count?: number | null): string {
  return count && count > 0 ? `${label} (${formatNumber(count)})` : label;
}

/** The tab to show: the given value when it names a tab, else the first tab. */
function resolveTab(tabs: readonly TabbedLayoutTab[], value: string | null | undefined) {
  return tabs.find((tab) => tab.value === value) ?? tabs[0];
}

const ATTENTION_TEXT = 'needs attention';

function AttentionDot() {
  return (
    <>
      <Box
        component="span"
        aria-hidden
        display="inline-block"
        w={8}
        h={8}
        ml={6}
        bg="red.8"
        style={{ borderRadius: '50%', verticalAlign: 'middle' }}
      />
      <VisuallyHidden>{` (${ATTENTION_TEXT})`}</VisuallyHidden>
    </>
  );
}

/** Tabs chosen by a value, with a dropdown instead of the tab list below the md breakpoint. */
export function TabbedLayout({
  tabs,
  value,
  onChange,
  label,
  keepMounted = false,
}: TabbedLayoutProps) {
  // Read the media query at once: the default (in an effect) would flash the phone layout.
  const isPhone = useScreenMatches({ base: true, md: false }, { getInitialValueInEffect: false });
  const current = resolveTab(tabs, value);
  if (!current) return null;

  if (isPhone) {
    return (
      <Box>
        <Select
          label={label}
          data={tabs.map((tab) => ({
            value: tab.value,
            label: tabLabel(tab.label, tab.count) + (tab.attention ? ` (${ATTENTION_TEXT})` : ''),
          }))}
          value={current.value}
          onChange={(next) => next && onChange(next)}
          allowDeselect={false}
          mb="md"
        />
        <Box component="section" aria-label={current.label}>
          {current.content}
        </Box>
      </Box>
    );
  }

  return (
    <Tabs
      value={current.value}
      onChange={(next) => next && onChange(next)}
      keepMounted={keepMounted}
    >
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tabLabel(tab.label, tab.count)}
            {tab.attention ? <AttentionDot /> : null}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
