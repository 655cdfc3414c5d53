// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';

/** A control wired as the forms wire it: invalid and described by the error while there is one, else by the hint. */
function NameField({ error }: { error?: string }) {
  return (
    <Field id="name" label="Cocktail Name" optional hint="As it appears on the menu" error={error}>
      <input id="name" aria-invalid={error ? true : undefined} aria-describedby={error ? 'name-error' : 'name-hint'} />
    </Field>
  );
}

describe('Field', () => {
  afterEach(cleanup);

  it('labels its control, marks it optional, and describes it with the hint while nothing is wrong', () => {
    render(<NameField />);

    const control = screen.getByRole('textbox', { name: 'Cocktail Name(optional)' });
    expect(screen.getByLabelText(/Cocktail Name/)).toBe(control);
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(screen.getByRole('textbox', { description: 'As it appears on the menu' })).toBe(control);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a refusal (role=alert) that the control is described by, in place of the hint', () => {
    const { rerender } = render(<NameField />);

    rerender(<NameField error="Name is required" />);

    expect(screen.getByRole('alert').textContent).toBe('Name is required');
    const control = screen.getByRole('textbox', { name: /Cocktail Name/ });
    expect(screen.getByRole('textbox', { description: 'Name is required' })).toBe(control);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('As it appears on the menu')).toBeNull();
  });

  it('withdraws the announcement once the refusal is gone', () => {
    const { rerender } = render(<NameField error="Name is required" />);

    rerender(<NameField />);

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { description: 'As it appears on the menu' })).toBeTruthy();
  });

  it('keeps a hint that is not text (a checklist) beside the refusal', () => {
    render(
      <Field id="password" label="Password" hint={<ul aria-label="Password rules" />} error="Too short">
        <input id="password" aria-describedby="password-error" />
      </Field>,
    );

    expect(screen.getByRole('list', { name: 'Password rules' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    expect(screen.getByRole('textbox', { name: 'Password', description: 'Too short' })).toBeTruthy();
  });
});
