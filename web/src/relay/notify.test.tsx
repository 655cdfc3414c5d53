// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '@common/reports';
import { useReportCocktailMutation } from '@/components/ReportCocktailMutation';
import { UPDATE_FAILED } from '@/components/cocktail-form/cocktail-form-text';
import { useUpdateCocktailMutation } from '@/components/cocktail-form/UpdateCocktailMutation';
import { createTestEnvironment } from '@/testing/test-environment';
import { GraphQLHttpError, GraphQLResponseError, NetworkFailureError } from './fetch-graphql';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const rateLimited = 'Too many attempts. Please wait a moment and try again.';

/** The three ways a write fails without an answer of its own type, and the toast each gives. */
const failures = (fallback: string): Array<[string, Error, string]> => [
  [
    "an error answer (a rate limit): the server's words",
    new GraphQLResponseError([{ message: rateLimited, extensions: { code: 'RATE_LIMITED' } }]),
    rateLimited,
  ],
  ['a proxy\'s error page: the fallback, not "502 Bad Gateway"', new GraphQLHttpError(502, 'Bad Gateway'), fallback],
  [
    'no answer at all (offline): the fallback, as before (decision 0068)',
    new NetworkFailureError(new TypeError('Failed to fetch')),
    fallback,
  ],
];

function wrapperOf() {
  const test = createTestEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={test.environment}>{children}</RelayEnvironmentProvider>
  );
  return { test, wrapper };
}

describe('a failed write toasts what the member can act on (spec section 8: "the server\'s error text or ...")', () => {
  it.each(failures(UPDATE_FAILED))('the cocktail edit, for %s', (_, error, expected) => {
    const { test, wrapper } = wrapperOf();
    const hook = renderHook(() => useUpdateCocktailMutation(), { wrapper });
    const onFailed = vi.fn();
    act(() => hook.result.current[0]('Cocktail:1', { name: 'Negroni' }, { onSaved: vi.fn(), onFailed }));
    act(() => test.failOne(error));
    expect(toast.error).toHaveBeenCalledWith(expected);
    expect(onFailed).toHaveBeenCalledWith(null);
  });

  it.each(failures(REPORT_MESSAGES.failed))('the suggested edit, for %s', (_, error, expected) => {
    const { test, wrapper } = wrapperOf();
    const hook = renderHook(() => useReportCocktailMutation(), { wrapper });
    const onSubmitted = vi.fn();
    act(() => hook.result.current[0]('Cocktail:1', 'The lime is 20 ml', onSubmitted));
    act(() => test.failOne(error));
    expect(toast.error).toHaveBeenCalledWith(expected);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
