import { todayIsoDate } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from './widget-test-render';
import { TypedDateInput, type TypedDateInputProps } from './typed-date-input';

type HarnessProps = Partial<TypedDateInputProps> & { initial?: string | null };

function Harness({ initial = null, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <TypedDateInput
      label="Start date"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: HarnessProps = {}) {
  const onChange = vi.fn();
  renderWidget(<Harness onChange={onChange} {...props} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Start date' }) };
}

describe('TypedDateInput', () => {
  it('should report the ISO day when dd/MM/yyyy is typed', async () => {
    const { onChange, input } = setup();

    await userEvent.type(input, '25/03/2025');
    await userEvent.tab();

    expect(onChange).toHaveBeenLastCalledWith('2025-03-25');
    expect(input).toHaveValue('25/03/2025');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('should accept d/M/yyyy and rewrite it as dd/MM/yyyy when the field is left', async () => {
    const { onChange, input } = setup();

    await userEvent.type(input, '5/3/2025');
    await userEvent.tab();

    expect(onChange).toHaveBeenLastCalledWith('2025-03-05');
    expect(input).toHaveValue('05/03/2025');
  });

  it.each(['31/02/2025', '2025-03-25', '25-03-2025'])(
    'should mark the field invalid when %s is typed',
    async (typed) => {
      const onErrorChange = vi.fn();
      const { onChange, input } = setup({ onErrorChange });

      await userEvent.type(input, typed);
      await userEvent.tab();

      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Invalid format. Must be dd/mm/yyyy')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      expect(onErrorChange).toHaveBeenLastCalledWith('Invalid format. Must be dd/mm/yyyy');
    },
  );

  it('should not show an error while the date is still being typed', async () => {
    const { input } = setup();

    await userEvent.type(input, '25/0');

    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('should reject a day before the minimum when bounds are given', async () => {
    const { onChange, input } = setup({ minDate: '2025-03-10', maxDate: '2025-03-20' });

    await userEvent.type(input, '09/03/2025');
    await userEvent.tab();

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Date must be between 10/03/2025 and 20/03/2025')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should reject a day after the maximum and accept the bounds themselves', async () => {
    const { onChange, input } = setup({ maxDate: '2025-03-20', maxMessage: 'Too late' });

    await userEvent.type(input, '21/03/2025');
    await userEvent.tab();
    expect(screen.getByText('Too late')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '20/03/2025');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('2025-03-20');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('should clear the value when the text is emptied', async () => {
    const { onChange, input } = setup({ initial: '2025-03-25' });
    expect(input).toHaveValue('25/03/2025');

    await userEvent.clear(input);

    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('should set today when Today is pressed', async () => {
    const { onChange, input } = setup();

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));

    const today = todayIsoDate();
    expect(onChange).toHaveBeenLastCalledWith(today);
    expect(input).toHaveValue(today.split('-').reverse().join('/'));
  });

  it('should disable Today when today lies outside the bounds', () => {
    setup({ maxDate: '2000-01-01' });

    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('should clear the value when No date is pressed', async () => {
    const { onChange, input } = setup({ initial: '2025-03-25', withNoDate: true });

    await userEvent.click(screen.getByRole('button', { name: 'No date' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('should offer No date only when asked to', () => {
    setup();

    expect(screen.queryByRole('button', { name: 'No date' })).not.toBeInTheDocument();
  });

  it('should set the picked day when a day is chosen in the calendar', async () => {
    const { onChange, input } = setup({ initial: '2025-03-25' });

    await userEvent.click(screen.getByRole('button', { name: 'Choose Start date from calendar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '12 March 2025' }));

    expect(onChange).toHaveBeenLastCalledWith('2025-03-12');
    expect(input).toHaveValue('12/03/2025');
  });

  it('should show the form error when the typed text is valid', () => {
    setup({ error: 'Start date is required' });

    expect(screen.getByText('Start date is required')).toBeInTheDocument();
  });
});
