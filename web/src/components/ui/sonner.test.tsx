// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { Toaster } from './sonner';

beforeAll(() => {
  // jsdom has neither; the toaster and the theme read them.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(async () => {
  act(() => void toast.dismiss());
  // A dismissed toast is removed 200 ms later (sonner's exit animation): wait until none is left, so no
  // timer of sonner's fires after the environment is torn down (on a busy machine, well after 200 ms).
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 5_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  cleanup();
});

/** A screen 844 px tall with its tab bar (64 px) and, on the create screens, a save bar above it. */
function Screen({ saveBar }: { saveBar: boolean }) {
  return (
    <ThemeProvider>
      <header data-top="0" data-height="56" />
      {saveBar ? <div data-bottom-bar data-top="704" data-height="76" /> : null}
      <nav data-bottom-bar data-top="780" data-height="64" />
      <Toaster />
    </ThemeProvider>
  );
}

function withLaidOutBars() {
  vi.stubGlobal('innerHeight', 844);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = Number(this.dataset.top ?? 0);
    const height = Number(this.dataset.height ?? 0);
    return { top, bottom: top + height, left: 0, right: 0, width: 390, height, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

function toasterOffsetBottom(): string {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  return list?.style.getPropertyValue('--mobile-offset-bottom') ?? '';
}

describe('the toaster', () => {
  it('shows toasts at the bottom, above the tab bar and above a sticky save bar, never at the top', async () => {
    withLaidOutBars();
    const { rerender } = render(<Screen saveBar={false} />);
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveProperty('dataset.yPosition', 'bottom');
    await waitFor(() => expect(toasterOffsetBottom()).toBe('76px'));

    rerender(<Screen saveBar />);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(toasterOffsetBottom()).toBe('152px'));
  });

  it('keeps clear of the home indicator where no bar is on screen', async () => {
    render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => void toast.success('Checked in'));
    await screen.findByText('Checked in');
    await waitFor(() => expect(toasterOffsetBottom()).toBe('calc(12px + env(safe-area-inset-bottom))'));
  });

  it('announces toasts politely', async () => {
    render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    const region = document.querySelector('[data-sonner-toaster]')?.closest('section');
    expect(region?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows one toast for a message said again while it shows, and stacks different messages', async () => {
    render(<Screen saveBar={false} />);
    act(() => void toast.error('Network error. Please try again.'));
    act(() => void toast.error('Network error. Please try again.'));
    act(() => void toast.error('Network error. Please try again.'));
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.getAllByText('Network error. Please try again.')).toHaveLength(1));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
