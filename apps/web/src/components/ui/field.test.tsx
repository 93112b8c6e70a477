import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

function renderField(props: { hint?: string; error?: string; isRequired?: boolean } = {}) {
  render(
    <Field label="Full name" id="full-name" {...props}>
      {(control) => <input {...control} />}
    </Field>,
  );
  return screen.getByRole('textbox', { name: 'Full name' });
}

describe('Field', () => {
  it('labels its control and keeps the id it is given', () => {
    expect(renderField()).toHaveAttribute('id', 'full-name');
  });

  it('a field with a hint is described by it and not marked invalid', () => {
    const input = renderField({ hint: 'As on your marksheet.' });
    expect(input).toHaveAccessibleDescription('As on your marksheet.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('a field with an error is marked invalid and described by its message instead of the hint', () => {
    const input = renderField({ hint: 'As on your marksheet.', error: 'Enter your name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your name');
    expect(screen.queryByText('As on your marksheet.')).not.toBeInTheDocument();
  });

  it('a required field shows an asterisk that stays out of its accessible name', () => {
    const input = renderField({ isRequired: true });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
