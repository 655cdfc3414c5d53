// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import { toast } from 'sonner';
import { GraphQLHttpError, GraphQLResponseError, NetworkFailureError } from './fetch-graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKE_MESSAGES } from '@common/likes';
import { useLikeCocktailMutation } from '@/components/LikeCocktailMutation';
import { createTestEnvironment, type TestEnvironment } from '@/testing/test-environment';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const target = { cocktailId: 'Cocktail:1', viewerId: 'User:1' };

function setUp(liked: boolean, likes: number) {
  const test = createTestEnvironment();
  commitLocalUpdate(test.environment, (store) => {
    const cocktail = store.create(target.cocktailId, 'Cocktail');
    cocktail.setValue(target.cocktailId, 'id');
    cocktail.setValue(liked, 'viewerHasLiked');
    cocktail.setValue(likes, 'likesCount');
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={test.environment}>{children}</RelayEnvironmentProvider>
  );
  const hook = renderHook(() => useLikeCocktailMutation(), { wrapper });
  return { test, hook };
}

function cocktail(test: TestEnvironment) {
  const record = test.environment.getStore().getSource().get(target.cocktailId);
  return { liked: record?.viewerHasLiked, likes: record?.likesCount };
}

describe('useToggleMutation', () => {
  it('runs the on side with its guess at once, and ignores a second tap while it is under way', async () => {
    const { test, hook } = setUp(false, 4);
    act(() => hook.result.current[0](true, target));
    expect(hook.result.current[1]).toBe(true);
    expect(cocktail(test)).toEqual({ liked: true, likes: 5 });
    act(() => hook.result.current[0](false, target));
    expect(test.pending().map((operation) => operation.name)).toEqual(['LikeCocktailMutation']);

    await act(() =>
      test.answerOne({
        LikeCocktailResult: () => ({ __typename: 'LikeCocktailPayload' }),
        Cocktail: () => ({ id: target.cocktailId, viewerHasLiked: true, likesCount: 5 }),
      }),
    );
    expect(hook.result.current[1]).toBe(false);
    expect(cocktail(test)).toEqual({ liked: true, likes: 5 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the guess back and toasts the spec message when the off side fails', async () => {
    const { test, hook } = setUp(true, 2);
    act(() => hook.result.current[0](false, target));
    expect(test.pending().map((operation) => operation.name)).toEqual(['UnlikeCocktailMutation']);
    expect(cocktail(test)).toEqual({ liked: false, likes: 1 });

    await act(async () => {
      const request = test.pending()[0];
      expect(request?.variables).toEqual({ input: { cocktailId: target.cocktailId } });
      await test.answerOne({
        Mutation: () => ({ unlikeCocktail: { __typename: 'NotFoundError', message: '', code: 'NOT_FOUND' } }),
      });
    });
    expect(cocktail(test)).toEqual({ liked: true, likes: 2 });
    expect(toast.error).toHaveBeenCalledWith(LIKE_MESSAGES.unlikeFailed);
  });

  it("toasts the server's own words for an error answer, and its own message when no answer came (decision 0068)", async () => {
    const { test, hook } = setUp(false, 0);
    act(() => hook.result.current[0](true, target));
    act(() =>
      test.failOne(
        new GraphQLResponseError([{ message: 'Too many requests. Please wait a moment.', extensions: { code: 'RATE_LIMITED' } }]),
      ),
    );
    expect(toast.error).toHaveBeenLastCalledWith('Too many requests. Please wait a moment.');
    expect(cocktail(test)).toEqual({ liked: false, likes: 0 });

    act(() => hook.result.current[0](true, target));
    act(() => test.failOne(new NetworkFailureError(new TypeError('Failed to fetch'))));
    expect(toast.error).toHaveBeenLastCalledWith(LIKE_MESSAGES.likeFailed);
    act(() => hook.result.current[0](true, target));
    act(() => test.failOne(new GraphQLHttpError(502, 'Bad Gateway')));
    expect(toast.error).toHaveBeenLastCalledWith(LIKE_MESSAGES.likeFailed);
    expect(cocktail(test)).toEqual({ liked: false, likes: 0 });
  });
});
