import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSummary } from './list-summary';
import { renderWidget } from './widget-test-render';

describe('ListSummary', () => {
  it.each([
    [1, 1, 'Showing 1 property'],
    [12, 12, 'Showing 12 properties'],
    [10, 250, 'Showing 10 of 250 properties'],
    [0, 0, 'Showing 0 properties'],
  ])('should read the spec text when %i of %i are shown', (shown, total, text) => {
    renderWidget(
      <ListSummary shown={shown} total={total} singular="property" plural="properties" />,
    );

    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('should say the range of the page when a later page is shown', () => {
    renderWidget(
      <ListSummary shown={20} total={300} from={21} singular="property" plural="properties" />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–40 of 300 properties');
  });
});
