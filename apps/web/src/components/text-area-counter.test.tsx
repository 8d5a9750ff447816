import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaCounter } from './text-area-counter';
import { renderWidget } from './widget-test-render';

const ERROR_COLOUR = 'var(--mantine-color-error)';

function Harness({ initial = '', max }: { initial?: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <TextAreaCounter
      label="Notes"
      value={value}
      max={max}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('TextAreaCounter', () => {
  it('should count the characters typed when the user types', async () => {
    renderWidget(<Harness />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Key under mat');

    expect(screen.getByText('13 / 500 characters')).toBeInTheDocument();
  });

  it('should stay valid when the text is exactly 500 characters', () => {
    renderWidget(<Harness initial={'a'.repeat(500)} />);

    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('500 / 500 characters').getAttribute('style')).not.toContain(
      ERROR_COLOUR,
    );
  });

  it('should turn red and be marked invalid when the text is 501 characters', () => {
    renderWidget(<Harness initial={'a'.repeat(500)} />);

    const field = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(field, { target: { value: 'a'.repeat(501) } });

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('501 / 500 characters').getAttribute('style')).toContain(ERROR_COLOUR);
  });

  it('should describe the field with the count when rendered', () => {
    renderWidget(<Harness max={75} />);

    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription(
      '0 / 75 characters',
    );
  });
});
