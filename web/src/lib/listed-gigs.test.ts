import { describe, expect, it } from 'vitest';
import { listedGigs } from './listed-gigs';

describe('listedGigs', () => {
  it('leaves a gig its poster just closed out of the list, keeping the others in their order', () => {
    const edges = [{ node: { id: 'a', isOpen: true } }, { node: { id: 'b', isOpen: false } }, { node: { id: 'c', isOpen: true } }];
    expect(listedGigs(edges).map((edge) => edge.node.id)).toEqual(['a', 'c']);
  });

  it('shows nothing when every gig in the list has closed', () => {
    expect(listedGigs([{ node: { isOpen: false } }])).toEqual([]);
  });
});
