import { builder } from '../builder';

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
