import { builder } from '../builder';
import { prisma } from '../db/client';
import { VENUE_SUGGESTION_LIMIT, venueSuggestionsWhere } from '../domain/venues';

export const VenueNode = builder.prismaNode('Venue', {
  id: { field: 'id' },
  description: 'A bar, restaurant or other place drinks are served.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    websiteUrl: t.exposeString('websiteUrl', { nullable: true }),
    isVerified: t.exposeBoolean('isVerified'),
  }),
});

builder.queryFields((t) => ({
  venueSuggestions: t.prismaField({
    type: [VenueNode],
    description: 'Venues whose name or city contains what was typed (from 2 characters, at most 10), by name.',
    args: { search: t.arg.string() },
    resolve: (query, _root, { search }) => {
      const where = venueSuggestionsWhere(search);
      if (!where) return [];
      return prisma.venue.findMany({ ...query, where, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: VENUE_SUGGESTION_LIMIT });
    },
  }),
}));
