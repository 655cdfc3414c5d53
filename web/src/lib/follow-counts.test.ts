import { describe, expect, it } from 'vitest';
import { memberCountsAfter, viewerCountsAfter } from './follow-counts';

describe('counts after following', () => {
  it('give the member one more follower and the viewer one more followed member', () => {
    const change = { follow: true, followsViewer: false };
    expect(memberCountsAfter({ followers: 4, following: 2, mutual: 1 }, change)).toEqual({ followers: 5, following: 2, mutual: 1 });
    expect(viewerCountsAfter({ followers: 0, following: 7, mutual: 1 }, change)).toEqual({ followers: 0, following: 8, mutual: 1 });
  });

  it('make both mutual when the member already follows the viewer', () => {
    const change = { follow: true, followsViewer: true };
    expect(memberCountsAfter({ followers: 1, following: 1, mutual: 0 }, change).mutual).toBe(1);
    expect(viewerCountsAfter({ followers: 1, following: 0, mutual: 0 }, change).mutual).toBe(1);
  });

  it('take it all back on unfollowing, never below zero, leaving counts that were not loaded alone', () => {
    const change = { follow: false, followsViewer: true };
    expect(memberCountsAfter({ followers: 1, mutual: 1 }, change)).toEqual({ followers: 0, mutual: 0 });
    expect(viewerCountsAfter({ following: 0, mutual: null }, change)).toEqual({ following: 0, mutual: null });
  });
});
