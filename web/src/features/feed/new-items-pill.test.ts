// The "N new" pill's words (issue 40): no pill for none, the plural from one up, 99+ at the count's cap.
import { describe, expect, it } from 'vitest';
import { NEW_FEED_ITEMS_CAP, newItemsText } from '@common/feed';

describe('the "N new" pill', () => {
  it('says how many new posts there are, in the singular for one', () => {
    expect(newItemsText(0)).toBeNull();
    expect(newItemsText(1)).toBe('1 new post');
    expect(newItemsText(2)).toBe('2 new posts');
    expect(newItemsText(NEW_FEED_ITEMS_CAP - 1)).toBe('99 new posts');
  });

  it('shows 99+ once the server stops counting', () => {
    expect(newItemsText(NEW_FEED_ITEMS_CAP)).toBe('99+ new posts');
  });
});
