import { MAX_PAGE_SIZE, VENUE_SEARCH_MIN_CHARS } from '../../common/constants';
import { builder } from '../builder';
import { VENUE_SUGGESTION_LIMIT, venueSearchWhere } from '../domain/venues';
import { ValidationError } from '../errors';

export const VenueNode = builder.prismaNode('Venue', {
  id: { field: 'id' },
  // node(id) of a venue that does not exist is null, not an error (GET /api/achievements/venue/{id} asks).
  nullable: true,
  description: 'A bar, restaurant or other place drinks are served.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: "The venue's name." }),
    city: t.exposeString('city', { description: 'City.', nullable: true }),
    state: t.exposeString('state', { description: 'State or region.', nullable: true }),
    country: t.exposeString('country', { description: 'Country.', nullable: true }),
    address: t.exposeString('address', { description: 'Street address.', nullable: true }),
    websiteUrl: t.exposeString('websiteUrl', { description: "The venue's website (the card's Website link).", nullable: true }),
    isVerified: t.exposeBoolean('isVerified', { description: 'Whether an admin approved an account that speaks for it.' }),
  }),
});

builder.queryFields((t) => ({
  venueSuggestions: t.prismaField({
    type: [VenueNode],
    description: `Venues whose name or city contain every word typed (any case or accent), from ${VENUE_SEARCH_MIN_CHARS} characters; the first ${VENUE_SUGGESTION_LIMIT} by name.`,
    maxItems: VENUE_SUGGESTION_LIMIT,
    args: { search: t.arg.string({ description: `What was typed (from ${VENUE_SEARCH_MIN_CHARS} characters).` }) },
    resolve: (query, _root, { search }, context) => {
      const where = venueSearchWhere(search);
      if (!where) return [];
      return context.prisma.venue.findMany({ ...query, where, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: VENUE_SUGGESTION_LIMIT });
    },
  }),
}));

builder.queryFields((t) => ({
  venues: t.prismaConnection(
    {
      type: 'Venue',
      cursor: 'id',
      description: `Every venue, by name, at most ${MAX_PAGE_SIZE} a page (the legacy /api lists them).`,
      args: {
        offset: t.arg.int({ required: false, description: 'Skips this many venues first, for clients that number pages.' }),
      },
      resolve: (query, _root, args, context) => {
        if ((args.offset ?? 0) < 0) throw ValidationError.field('offset', 'offset must be 0 or more');
        return context.prisma.venue.findMany({
          ...query,
          skip: query.skip + (args.offset ?? 0),
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
        });
      },
      totalCount: (_parent, _args, context) => context.prisma.venue.count(),
    },
    { name: 'VenueConnection', description: 'A page of venues.' },
    { name: 'VenueEdge' },
  ),
}));
