import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabbedLayout, type TabbedLayoutTab } from './tabbed-layout';
import { renderWidget } from './widget-test-render';

const TABS: TabbedLayoutTab[] = [
  { value: 'urgent-active-notices', label: 'Resolve access issues', count: 0, content: 'Notices' },
  { value: 'urgent-quotes', label: 'Review urgent quotes', content: 'Quotes' },
  { value: 'overdue-invoices', label: 'Pay overdue invoices', count: 3, content: 'Invoices' },
];

// Evaluates Mantine's (min-width: …em) breakpoint queries against a pretend screen width.
function setScreenWidth(px: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const needed = minWidth ? Number(minWidth[1]) * (minWidth[2] === 'em' ? 16 : 1) : 0;
    return {
      matches: px >= needed,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    };
  });
}

function renderTabs(value: string | null, onChange = vi.fn()) {
  renderWidget(
    <TabbedLayout tabs={TABS} value={value} onChange={onChange} label="Urgent action required" />,
  );
  return onChange;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TabbedLayout on wide screens', () => {
  it('should show the first tab when the value names no tab', () => {
    setScreenWidth(1280);
    renderTabs('not-a-tab');

    expect(screen.getByRole('tab', { name: 'Resolve access issues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notices');
  });

  it('should show the count in brackets only when it is above zero', () => {
    setScreenWidth(1280);
    renderTabs('overdue-invoices');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Resolve access issues',
      'Review urgent quotes',
      'Pay overdue invoices (3)',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Invoices');
  });

  it('should report the tab when another tab is chosen', async () => {
    setScreenWidth(1280);
    const onChange = renderTabs('urgent-active-notices');

    await userEvent.click(screen.getByRole('tab', { name: 'Review urgent quotes' }));

    expect(onChange).toHaveBeenCalledWith('urgent-quotes');
  });

  it('should name a marked tab as needing attention when attention is set', () => {
    setScreenWidth(1280);
    renderWidget(
      <TabbedLayout
        tabs={[{ value: 'a', label: 'Other service providers', attention: true, content: null }]}
        value="a"
        onChange={vi.fn()}
        label="Portfolio"
      />,
    );

    expect(
      screen.getByRole('tab', { name: 'Other service providers (needs attention)' }),
    ).toBeInTheDocument();
  });
});

describe('TabbedLayout on phones', () => {
  it('should show a dropdown instead of tabs when the screen is narrow', () => {
    setScreenWidth(360);
    renderTabs('overdue-invoices');

    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Urgent action required' })).toHaveValue(
      'Pay overdue invoices (3)',
    );
    expect(screen.getByRole('region', { name: 'Pay overdue invoices' })).toHaveTextContent(
      'Invoices',
    );
  });

  it('should report the tab when another is picked from the dropdown', async () => {
    setScreenWidth(360);
    const onChange = renderTabs('unknown');

    await userEvent.click(screen.getByRole('combobox', { name: 'Urgent action required' }));
    await userEvent.click(screen.getByRole('option', { name: 'Review urgent quotes' }));

    expect(onChange).toHaveBeenCalledWith('urgent-quotes');
  });
});
