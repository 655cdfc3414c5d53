// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

function PasswordField({ disabled }: { disabled?: boolean }) {
  return (
    <>
      <label htmlFor="password">Password</label>
      <PasswordInput id="password" autoComplete="new-password" disabled={disabled} />
    </>
  );
}

describe('PasswordInput', () => {
  afterEach(cleanup);

  it('hides what is typed until the member asks to see it, and hides it again on a second tap', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);
    const field = screen.getByLabelText<HTMLInputElement>('Password');
    await user.type(field, 'Negroni-1919');
    expect(field.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password', pressed: false });
    expect(toggle.getAttribute('aria-controls')).toBe('password');

    await user.click(toggle);
    expect(field.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(field.value).toBe('Negroni-1919');

    await user.click(toggle);
    expect(field.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('can be shown from the keyboard: Tab from the field reaches the toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);

    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
    await user.keyboard('{Enter}');

    expect(screen.getByLabelText<HTMLInputElement>('Password').type).toBe('text');
  });

  it('offers no toggle while the field is disabled', async () => {
    const user = userEvent.setup();
    render(<PasswordField disabled />);
    const toggle = screen.getByRole<HTMLButtonElement>('button', { name: 'Show password' });

    expect(toggle.disabled).toBe(true);
    await user.click(toggle);
    expect(screen.getByLabelText<HTMLInputElement>('Password').type).toBe('password');
  });
});
