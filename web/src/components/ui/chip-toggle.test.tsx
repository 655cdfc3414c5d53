// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChipToggle } from './chip-toggle';

/** A filter's state around the chip, as the screens hold it (the widget is controlled). */
function SourFilter({ onCheckedChange }: { onCheckedChange(checked: boolean): void }) {
  const [checked, setChecked] = useState(false);
  return (
    <ChipToggle
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange(next);
      }}
    >
      Sour
    </ChipToggle>
  );
}

describe('ChipToggle', () => {
  afterEach(cleanup);

  it('turns on and off when tapped, saying so (aria-pressed) and showing a tick while on', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<SourFilter onCheckedChange={onCheckedChange} />);
    const chip = screen.getByRole('button', { name: 'Sour', pressed: false });
    expect(chip.querySelector('svg')).toBeNull();

    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(chip.querySelector('svg')).not.toBeNull();

    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(chip.querySelector('svg')).toBeNull();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles from the keyboard (Tab, then Space or Enter)', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<SourFilter onCheckedChange={onCheckedChange} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sour' }));
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Sour' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sour' }).getAttribute('aria-pressed')).toBe('false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('asks for the opposite of what it shows and leaves the state to its owner', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <ChipToggle checked onCheckedChange={onCheckedChange}>
        Gin
      </ChipToggle>,
    );

    await user.click(screen.getByRole('button', { name: 'Gin', pressed: true }));

    expect(onCheckedChange.mock.calls).toEqual([[false]]);
    expect(screen.getByRole('button', { name: 'Gin' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not submit the form it sits in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <ChipToggle checked={false} onCheckedChange={() => {}}>
          Sour
        </ChipToggle>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Sour' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });
});
