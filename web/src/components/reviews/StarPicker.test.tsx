// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarPicker } from './StarPicker';

/** The form's state around the picker (the widget is controlled). */
function Rating({ initial, onChange }: { initial: number | null; onChange(value: number): void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarPicker
      name="rating"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function filledStars(): number {
  return document.querySelectorAll('svg.fill-primary').length;
}

describe('StarPicker', () => {
  afterEach(cleanup);

  it('is a radio group of 1 to 5 stars; a tap chooses one and fills the stars up to it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating initial={null} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    // Arrow keys move the choice as native radios do (tests/e2e/reviews.spec.ts, in a real browser).
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(group.contains(radios[0])).toBe(true);
    expect(filledStars()).toBe(0);

    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(filledStars()).toBe(3);
  });
});
