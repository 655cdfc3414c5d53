// GET /api/search?q={query}: the search screen's call of the legacy client (spec sections 3 and 7),
// answered from the graph's search. Under 2 characters it finds nothing, as the graph does.
import type { Hono } from 'hono';
import { graphql } from '../graphql';
import { operation, type OperationRunner } from '../operation';
import { dataOf } from '../respond';
import { VENUE_FIELDS, venueJson } from '../shapes';

/** Results of each kind in the legacy answer (the first page of the search screen). */
const PER_KIND = 20;

const SEARCH = operation(
  graphql(
    `
      query RestSearch($query: String!, $first: Int!) {
        search(query: $query) {
          totalCount
          cocktails(first: $first) {
            edges {
              rating
              node {
                databaseId
                name
                description
                glassware
                garnish
                originalCreatorName
                creator {
                  displayName
                }
              }
            }
          }
          ingredients(first: $first) {
            edges {
              node {
                databaseId
                name
                category
                abv
                description
                variantCount
              }
            }
          }
          people(first: $first) {
            edges {
              node {
                databaseId
                username
                displayName
                profileType
                location
                bio
                specialties
                avatarUrl
                isVerified
                badges
              }
            }
          }
          venues(first: $first) {
            edges {
              node {
                ...RestVenueFields
              }
            }
          }
        }
      }
    `,
    [VENUE_FIELDS],
  ),
);

export function searchRoutes(api: Hono, graphql: OperationRunner) {
  api.get('/search', async (c) => {
    const query = c.req.query('q') ?? '';
    const { search } = dataOf(await graphql.run(c, SEARCH, { query, first: PER_KIND }));
    const { cocktails, ingredients, people, venues } = search;
    return c.json({
      cocktails: cocktails.edges.map(({ node, rating }) => ({
        id: node.databaseId,
        name: node.name,
        description: node.description,
        glassware: node.glassware,
        garnish: node.garnish,
        creator_display_name: node.originalCreatorName ?? node.creator?.displayName ?? null,
        rating: rating ?? null,
      })),
      ingredients: ingredients.edges.map(({ node }) => ({
        id: node.databaseId,
        name: node.name,
        category: node.category,
        abv: node.abv,
        description: node.description,
        variant_count: node.variantCount,
      })),
      users: people.edges.map(({ node }) => ({
        id: node.databaseId,
        username: node.username,
        display_name: node.displayName,
        profile_type: node.profileType,
        location: node.location,
        bio: node.bio,
        specialties: node.specialties,
        avatar_url: node.avatarUrl,
        is_verified: node.isVerified,
        badges: node.badges,
      })),
      venues: venues.edges.map(({ node }) => venueJson(node)),
      total: search.totalCount,
    });
  });
}
