import { describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});
vi.mock('sonner', () => sonner);

describe('the lazy toast', () => {
  it("passes each call on to sonner's toast once sonner has loaded, with its arguments", async () => {
    const { toast, loadToast } = await import('./lazy-toast');
    toast('Saved');
    toast.error('Could not like this cocktail. Please try again.', { description: 'Offline' });
    toast.dismiss(3);
    await loadToast();
    await Promise.resolve();
    expect(sonner.toast).toHaveBeenCalledWith('Saved');
    expect(sonner.toast.error).toHaveBeenCalledWith('Could not like this cocktail. Please try again.', { description: 'Offline' });
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(3);
  });

  it('wants the outlet from the first toast on, and tells who waits once', async () => {
    vi.resetModules();
    const { toast, toastsWanted, onToastsWanted } = await import('./lazy-toast');
    const listener = vi.fn();
    onToastsWanted(listener);
    expect(toastsWanted()).toBe(false);
    toast.success('Added to your shelf');
    toast.error('Could not save');
    expect(toastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
