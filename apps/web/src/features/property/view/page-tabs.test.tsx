import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PageTabs } from './page-tabs';

const TABS = [
  { page: '', label: 'Overview' },
  { page: 'history', label: 'History' },
  { page: 'entry-preferences', label: 'Entry preferences' },
];

describe('PageTabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should bring the open tab into view within the row when a page opens', () => {
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolled.push({ element: this, options });
    });
    renderWithProviders(
      <MemoryRouter>
        <PageTabs tabs={TABS} page="entry-preferences" hrefOf={(page) => `/property/1/${page}`} />
      </MemoryRouter>,
    );
    const open = screen.getByRole('link', { name: 'Entry preferences' });
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(scrolled).toEqual([{ element: open, options: { block: 'nearest', inline: 'nearest' } }]);
  });
});
