// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver whose entries the test sends. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  enter(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

async function load() {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const { useNearScreen } = await import('./near-screen');
  function Item({ name, eager }: { name: string; eager: boolean }) {
    const ref = useRef<HTMLLIElement>(null);
    const near = useNearScreen(ref, eager);
    return (
      <li ref={ref} data-testid={name}>
        {near ? `${name} whole` : name}
      </li>
    );
  }
  return Item;
}

describe('useNearScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is true at once when eager, else from when the element first nears the screen, and stops watching it then', async () => {
    const Item = await load();
    render(
      <ul>
        <Item name="first" eager />
        <Item name="far" eager={false} />
      </ul>,
    );
    expect(screen.getByTestId('first').textContent).toBe('first whole');
    const far = screen.getByTestId('far');
    expect(far.textContent).toBe('far');
    const observer = FakeObserver.last!;
    expect([...observer.observed]).toEqual([far]);
    await act(async () => observer.enter(far));
    expect(far.textContent).toBe('far whole');
    expect(observer.observed.size).toBe(0);
  });
});
