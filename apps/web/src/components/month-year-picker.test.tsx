import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthYearPicker, yearPickerRange } from './month-year-picker';
import { renderWidget } from './widget-test-render';

afterEach(() => {
  vi.useRealTimers();
});

describe('yearPickerRange', () => {
  it('should run from 1900 to the end of five years ahead when called', () => {
    expect(yearPickerRange(new Date(2025, 2, 25))).toEqual({
      minDate: '1900-01-01',
      maxDate: '2030-12-31',
    });
  });
});

describe('MonthYearPicker', () => {
  it('should disable the months after the maximum when maxDate is given', async () => {
    renderWidget(
      <MonthYearPicker label="Built year" value={null} maxDate="2020-06-15" onChange={vi.fn()} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Built year' }));

    expect(screen.getByRole('button', { name: 'Jun' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Jul' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('should report the first day of the month when a month is picked', async () => {
    const onChange = vi.fn();
    renderWidget(
      <MonthYearPicker label="Built year" value={null} maxDate="2020-06-15" onChange={onChange} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Built year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mar' }));

    expect(onChange).toHaveBeenCalledWith('2020-03-01');
  });

  it('should show the month as MM/yyyy when a value is given', () => {
    renderWidget(<MonthYearPicker label="Built year" value="2020-03-01" onChange={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Built year' })).toHaveTextContent('03/2020');
  });

  it('should not go back before 1900 when no minimum is given', async () => {
    renderWidget(
      <MonthYearPicker label="Year" level="year" value="1905-01-01" onChange={vi.fn()} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Year' }));

    expect(screen.getByRole('button', { name: '1900' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous decade' })).toBeDisabled();
  });

  it('should stop five years ahead when no maximum is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 25));
    renderWidget(
      <MonthYearPicker label="Year" level="year" value="2030-01-01" onChange={vi.fn()} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Year' }));

    expect(screen.getByRole('button', { name: '2030' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2031' })).toBeDisabled();
  });

  it('should clear the choice when the clear button is pressed', async () => {
    const onChange = vi.fn();
    renderWidget(
      <MonthYearPicker label="Year" level="year" value="2001-01-01" onChange={onChange} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear Year' }));

    expect(onChange).toHaveBeenCalledWith(null);
  });
});
