import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailPicker, type EmailPickerProps } from './email-picker';
import { renderWidget } from './widget-test-render';

const CONTACTS = [
  { label: 'Jane Citizen', value: 'jane@example.com' },
  { label: 'Sam Lee', value: 'sam@example.com' },
];

function Harness({
  initial = [],
  onChange,
  ...props
}: Partial<EmailPickerProps> & { initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <EmailPicker
      label="To"
      options={CONTACTS}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: Partial<EmailPickerProps> & { initial?: string[] } = {}) {
  const onChange = vi.fn();
  renderWidget(<Harness onChange={onChange} {...props} />);
  return { onChange, field: screen.getByRole('textbox', { name: 'To' }) };
}

describe('EmailPicker', () => {
  it("should offer 'Add new email' when a valid new address is typed", async () => {
    const { onChange, field } = setup();

    await userEvent.type(field, 'new.person@example.com');
    await userEvent.click(screen.getByRole('option', { name: /Add new email/ }));

    expect(onChange).toHaveBeenLastCalledWith(['new.person@example.com']);
    expect(field).toHaveValue('');
  });

  it('should add a valid typed address when Enter is pressed', async () => {
    const { onChange, field } = setup();

    await userEvent.type(field, 'owner@example.com{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(['owner@example.com']);
  });

  it('should not add an invalid typed address when Enter is pressed or the field is left', async () => {
    const { onChange, field } = setup();

    await userEvent.type(field, 'not-an-email');
    expect(screen.queryByRole('option', { name: /Add new email/ })).not.toBeInTheDocument();
    expect(screen.getByText('Type a full email address to add it')).toBeInTheDocument();
    await userEvent.type(field, '{Enter}');
    await userEvent.tab();

    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('not-an-email');
  });

  it('should add a suggested contact when it is chosen', async () => {
    const { onChange, field } = setup();

    await userEvent.type(field, 'sam');
    await userEvent.click(screen.getByRole('option', { name: /Sam Lee/ }));

    expect(onChange).toHaveBeenLastCalledWith(['sam@example.com']);
  });

  it('should not suggest an address that is already chosen', async () => {
    const { field } = setup({ initial: ['jane@example.com'] });

    await userEvent.click(field);

    expect(screen.queryByRole('option', { name: /Jane Citizen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Sam Lee/ })).toBeInTheDocument();
  });

  it('should remove an address when its remove button is pressed', async () => {
    const { onChange } = setup({ initial: ['jane@example.com', 'sam@example.com'] });

    await userEvent.click(screen.getByRole('button', { name: 'Remove jane@example.com' }));

    expect(onChange).toHaveBeenLastCalledWith(['sam@example.com']);
  });

  it('should stop adding addresses and say why when the maximum is reached', async () => {
    const { onChange, field } = setup({
      initial: ['jane@example.com'],
      max: 1,
      maxMessage: 'A maximum of 1 To emails are allowed',
    });

    await userEvent.type(field, 'extra@example.com{Enter}');

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('A maximum of 1 To emails are allowed')).toBeInTheDocument();
    expect(field).toHaveValue('extra@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('should add each valid address when a list separated by commas is typed', async () => {
    const { onChange, field } = setup();

    await userEvent.click(field);
    await userEvent.paste('a@example.com, nope, b@example.com;');

    expect(onChange).toHaveBeenLastCalledWith(['a@example.com', 'b@example.com']);
    expect(field).toHaveValue('nope');
  });

  it('should show the error message when one is given', () => {
    const { field } = setup({ error: 'At least one email is required' });

    expect(screen.getByText('At least one email is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
