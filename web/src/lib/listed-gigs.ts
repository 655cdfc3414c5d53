// A gig closed on this screen (closeGig's payload marks it closed in the store) leaves the lists at once,
// without fetching them again; the server leaves it out of the next fetch.

/** The edges of a gig list whose gig is still open, in their order. */
export function listedGigs<Edge extends { readonly node: { readonly isOpen: boolean } }>(edges: ReadonlyArray<Edge>): Edge[] {
  return edges.filter((edge) => edge.node.isOpen);
}
