import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { ListSearch } from './list-search';
import { renderWidget } from './widget-test-render';

/** The box and a URL that takes `lag` ms to follow each search, as a router's navigation may. */
function Harness({
  onSearch,
  lag,
}: {
  onSearch: (query: string | undefined) => void;
  lag: number;
}) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <ListSearch
      value={value}
      onSearch={(query) => {
        onSearch(query);
        setTimeout(() => setValue(query), lag);
      }}
    />
  );
}

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
const typeText = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('ListSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should keep what was typed while the URL catches up with an earlier search', () => {
    const onSearch = vi.fn();
    renderWidget(<Harness onSearch={onSearch} lag={100} />);

    typeText('hil');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenLastCalledWith('hil');
    // The user types on before the URL says 'hil'.
    typeText('hill');
    wait(100);
    expect(box().value).toBe('hill');

    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('hill');
  });

  it("should show the URL's text when it changes otherwise (Back, a link)", () => {
    const onSearch = vi.fn();
    const { rerender } = renderWidget(<ListSearch value="hill" onSearch={onSearch} />);
    expect(box().value).toBe('hill');

    rerender(<ListSearch value="beach" onSearch={onSearch} />);
    expect(box().value).toBe('beach');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
