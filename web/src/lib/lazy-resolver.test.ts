import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Form = { code: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];
const accepting: Resolver<Form> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads its resolver on the first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ code: 'A' }, undefined, options)).resolves.toEqual({ values: { code: 'A' }, errors: {} });
    await resolver({ code: 'B' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a submit whose resolver could not load, and loads it again on the next', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepting);
    const resolver = lazyResolver(load);
    await expect(resolver({ code: 'A' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ code: 'A' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
