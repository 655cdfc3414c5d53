// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRenderedCount, type RenderedCountOptions } from './rendered-count';

function List({ total, options }: { total: number; options: RenderedCountOptions }) {
  const count = useRenderedCount(total, options);
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>item {index + 1}</li>
      ))}
    </ul>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items = () => screen.queryAllByRole('listitem').length;

/** Runs each pending step (a timer, then React's render of it) until no step is left. */
async function runSteps() {
  for (let steps = 0; steps < 20 && vi.getTimerCount() > 0; steps++) await act(() => vi.advanceTimersToNextTimerAsync());
}

describe('a long list rendered a step at a time', () => {
  it('shows the first items at once, then the rest a step per task, until all are there', async () => {
    vi.useFakeTimers();
    render(<List total={50} options={{ first: 10, step: 15 }} />);
    expect(items()).toBe(10);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(items()).toBe(25);
    await runSteps();
    expect(items()).toBe(50);
  });

  it('goes on to the items a later page adds, and never shows more than there are', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<List total={5} options={{ first: 10, step: 15 }} />);
    expect(items()).toBe(5);
    rerender(<List total={40} options={{ first: 10, step: 15 }} />);
    await runSteps();
    expect(items()).toBe(40);
  });

  it('renders everything at once when asked (coming back to a place far down the list)', () => {
    render(<List total={50} options={{ first: 10, step: 15, all: true }} />);
    expect(items()).toBe(50);
  });
});
