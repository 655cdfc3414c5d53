// Reference data for the demo: a few of the world's best-known cocktail bars (public facts: name,
// city, country, website) and well-known spirit and liqueur brands, so venue search, venue look-ups on
// the create form and the brand list have something real to offer on a fresh install. Nobody owns
// these venues until a venue account claims one.
import { toSearchText } from '../../common/search-text';
import type { Services } from '../../gateway/services';

export const DEMO_VENUES = [
  { name: 'Employees Only', city: 'New York', state: 'NY', country: 'USA', websiteUrl: 'https://www.employeesonlynyc.com' },
  { name: 'Dante', city: 'New York', state: 'NY', country: 'USA', websiteUrl: 'https://www.dante-nyc.com' },
  { name: 'Attaboy', city: 'New York', state: 'NY', country: 'USA', websiteUrl: 'https://attaboy.us' },
  { name: 'Double Chicken Please', city: 'New York', state: 'NY', country: 'USA', websiteUrl: 'https://www.doublechickenplease.com' },
  { name: 'The Connaught Bar', city: 'London', state: null, country: 'United Kingdom', websiteUrl: 'https://www.the-connaught.co.uk' },
  { name: 'Tayēr + Elementary', city: 'London', state: null, country: 'United Kingdom', websiteUrl: 'https://tayer-elementary.com' },
  { name: 'Paradiso', city: 'Barcelona', state: 'Catalonia', country: 'Spain', websiteUrl: 'https://paradiso.cat' },
  { name: 'Licorería Limantour', city: 'Mexico City', state: 'CDMX', country: 'Mexico', websiteUrl: 'https://limantour.tv' },
  { name: 'Handshake Speakeasy', city: 'Mexico City', state: 'CDMX', country: 'Mexico', websiteUrl: 'https://handshake.bar' },
  { name: 'Jigger & Pony', city: 'Singapore', state: null, country: 'Singapore', websiteUrl: 'https://www.jiggerandpony.com' },
] as const;

export const DEMO_BRANDS = [
  'Campari',
  'Aperol',
  'Martini & Rossi',
  'Cinzano',
  'Carpano',
  'Cointreau',
  'Grand Marnier',
  'Luxardo',
  'Angostura',
  "Peychaud's",
  'Tanqueray',
  "Hendrick's",
  'Beefeater',
  'Bombay Sapphire',
  "Gordon's",
  'Plymouth',
  'Bacardi',
  'Havana Club',
  'Appleton Estate',
  'Plantation',
  'Patrón',
  'Don Julio',
  'Espolòn',
  'Del Maguey',
  "Maker's Mark",
  'Buffalo Trace',
  'Rittenhouse',
  'Bulleit',
  'Jameson',
  'Johnnie Walker',
  'Laphroaig',
  'Monkey Shoulder',
  'Absolut',
  'Grey Goose',
  "Tito's",
  'Chartreuse',
  'St-Germain',
  'Fernet-Branca',
  'Amaro Montenegro',
  'Lillet',
  'Fever-Tree',
  'Kahlúa',
  'Galliano',
] as const;

/** Adds the demo venues and brands that are not there yet (by folded name). Returns how many were added. */
export async function ensureReferenceData({ prisma }: Pick<Services, 'prisma'>): Promise<{ venues: number; brands: number }> {
  const knownVenues = new Set((await prisma.venue.findMany({ select: { searchText: true } })).map((venue) => venue.searchText));
  const venues = DEMO_VENUES.map((venue) => ({ ...venue, searchText: toSearchText(venue.name, venue.city) })).filter(
    (venue) => !knownVenues.has(venue.searchText),
  );
  if (venues.length) await prisma.venue.createMany({ data: venues });
  const { count: brands } = await prisma.brand.createMany({
    data: DEMO_BRANDS.map((name) => ({ name, nameSearch: toSearchText(name) })),
    skipDuplicates: true,
  });
  return { venues: venues.length, brands };
}
