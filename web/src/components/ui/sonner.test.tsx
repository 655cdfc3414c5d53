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
  // A dismissed toast is removed 200 ms later (sonner's exit animation): let that happen while the
  // document still exists, not after the environment is torn down.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  cleanup();
});

/** A screen with its top bars: the sticky header reaching 56 px down, the offline banner 60 px above it. */
function Screen({ offline }: { offline: boolean }) {
  return (
    <ThemeProvider>
      {offline ? <div data-top-bar data-bottom="60" /> : null}
      <header data-top-bar data-bottom={offline ? '116' : '56'} />
      <Toaster />
    </ThemeProvider>
  );
}

function withLaidOutBars() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const bottom = Number(this.dataset.bottom ?? 0);
    return { bottom, top: 0, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
}

function toasterOffsetTop(): string {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  return list?.style.getPropertyValue('--mobile-offset-top') ?? '';
}

describe('the toaster', () => {
  it('starts toasts below the header, and below the offline banner while it shows', async () => {
    withLaidOutBars();
    const { rerender } = render(<Screen offline={false} />);
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    await waitFor(() => expect(toasterOffsetTop()).toBe('68px'));

    rerender(<Screen offline />);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(toasterOffsetTop()).toBe('128px'));
  });

  it('measures a header that appeared without the page changing size before a toast settles', async () => {
    withLaidOutBars();
    render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>,
    );
    // The first measurement (no bars yet) is made...
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // ...then a route's header drawn later: no scroll, no resize, nothing a listener would hear.
    const header = document.createElement('header');
    header.dataset.topBar = '';
    header.dataset.bottom = '57';
    document.body.append(header);
    act(() => void toast.success('Checked in'));
    await screen.findByText('Checked in');
    await waitFor(() => expect(toasterOffsetTop()).toBe('69px'));
    header.remove();
  });

  it('shows one toast for a message said again while it shows, and stacks different messages', async () => {
    render(<Screen offline={false} />);
    act(() => void toast.error('Network error. Please try again.'));
    act(() => void toast.error('Network error. Please try again.'));
    act(() => void toast.error('Network error. Please try again.'));
    act(() => void toast.success('Saved'));
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.getAllByText('Network error. Please try again.')).toHaveLength(1));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
