// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

describe('afterFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once the page has loaded and the thread is idle, and not when cancelled first', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const ran = vi.fn();
    const cancelled = vi.fn();
    afterFirstScreen(ran);
    const cancel = afterFirstScreen(cancelled);
    vi.advanceTimersByTime(5000);
    expect(ran).not.toHaveBeenCalled();
    cancel();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
