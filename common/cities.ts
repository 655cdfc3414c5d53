// The 20 built-in cities of the location suggestions (spec sections 5 and 9): cities with a cocktail
// scene people travel for. Suggestions start at 2 characters and match name, city or country.
import { LOCATION_SUGGESTION_MAX, LOCATION_SUGGESTION_MIN_CHARS } from './constants';

export interface City {
  /** What the location field receives: "New York, NY, USA". */
  name: string;
  city: string;
  country: string;
}

export const CITIES: readonly City[] = [
  { name: 'New York, NY, USA', city: 'New York', country: 'USA' },
  { name: 'Los Angeles, CA, USA', city: 'Los Angeles', country: 'USA' },
  { name: 'San Francisco, CA, USA', city: 'San Francisco', country: 'USA' },
  { name: 'Chicago, IL, USA', city: 'Chicago', country: 'USA' },
  { name: 'New Orleans, LA, USA', city: 'New Orleans', country: 'USA' },
  { name: 'Miami, FL, USA', city: 'Miami', country: 'USA' },
  { name: 'Toronto, ON, Canada', city: 'Toronto', country: 'Canada' },
  { name: 'Mexico City, Mexico', city: 'Mexico City', country: 'Mexico' },
  { name: 'Buenos Aires, Argentina', city: 'Buenos Aires', country: 'Argentina' },
  { name: 'London, United Kingdom', city: 'London', country: 'United Kingdom' },
  { name: 'Edinburgh, United Kingdom', city: 'Edinburgh', country: 'United Kingdom' },
  { name: 'Paris, France', city: 'Paris', country: 'France' },
  { name: 'Barcelona, Spain', city: 'Barcelona', country: 'Spain' },
  { name: 'Berlin, Germany', city: 'Berlin', country: 'Germany' },
  { name: 'Amsterdam, Netherlands', city: 'Amsterdam', country: 'Netherlands' },
  { name: 'Athens, Greece', city: 'Athens', country: 'Greece' },
  { name: 'Singapore', city: 'Singapore', country: 'Singapore' },
  { name: 'Hong Kong', city: 'Hong Kong', country: 'China' },
  { name: 'Tokyo, Japan', city: 'Tokyo', country: 'Japan' },
  { name: 'Sydney, NSW, Australia', city: 'Sydney', country: 'Australia' },
];

/** Up to 8 cities whose name, city or country contains the text (any case), once 2 characters are typed. */
export function citySuggestions(text: string, cities: readonly City[] = CITIES): City[] {
  const query = text.trim().toLowerCase();
  if (query.length < LOCATION_SUGGESTION_MIN_CHARS) return [];
  return cities
    .filter((city) => [city.name, city.city, city.country].some((value) => value.toLowerCase().includes(query)))
    .slice(0, LOCATION_SUGGESTION_MAX);
}
