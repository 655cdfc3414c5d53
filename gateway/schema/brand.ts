// Spirit and liqueur brands, for the brand box of a recipe line.
import { BRAND_SUGGESTIONS_MAX, BRANDS_LISTED_MAX } from '../../common/constants';
import { toSearchText } from '../../common/search-text';
import { builder } from '../builder';
import { likeLiteral } from '../read/prisma-where';

export const BrandNode = builder.prismaNode('Brand', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'A brand of spirit, liqueur or mixer.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: "The brand's name." }),
    websiteUrl: t.exposeString('websiteUrl', { description: "The brand's website, when known.", nullable: true }),
  }),
});

builder.queryFields((t) => ({
  brands: t.prismaField({
    type: [BrandNode],
    description: `Brands by name; with a search, those whose name contains it (at most ${BRAND_SUGGESTIONS_MAX}); without, the first ${BRANDS_LISTED_MAX}.`,
    maxItems: BRANDS_LISTED_MAX,
    args: {
      search: t.arg.string({
        description: 'Text the brand name contains (case- and accent-insensitive); omit it for the list by name.',
        required: false,
      }),
    },
    resolve: (query, _root, { search }, context) => {
      const text = toSearchText(search);
      return context.prisma.brand.findMany({
        ...query,
        where: text ? { nameSearch: { contains: likeLiteral(text) } } : {},
        orderBy: { nameSearch: 'asc' },
        take: text ? BRAND_SUGGESTIONS_MAX : BRANDS_LISTED_MAX,
      });
    },
  }),
}));
