// The built-in list of common ingredient names (spec section 9: spirits, juices, syrups, herbs and so
// on) that feeds the ingredient-name suggestions together with the database's ingredients.
import { INGREDIENT_SUGGESTIONS_MAX, INGREDIENT_SUGGESTION_MIN_CHARS } from './constants';
import { toSearchText } from './search-text';

export const COMMON_INGREDIENT_NAMES = [
  // Spirits
  'Vodka',
  'Gin',
  'London Dry Gin',
  'Old Tom Gin',
  'Genever',
  'White Rum',
  'Dark Rum',
  'Gold Rum',
  'Aged Rum',
  'Spiced Rum',
  'Overproof Rum',
  'Rhum Agricole',
  'Cachaça',
  'Tequila Blanco',
  'Tequila Reposado',
  'Tequila Añejo',
  'Mezcal',
  'Bourbon Whiskey',
  'Rye Whiskey',
  'Scotch Whisky',
  'Islay Scotch Whisky',
  'Irish Whiskey',
  'Japanese Whisky',
  'Cognac',
  'Brandy',
  'Armagnac',
  'Calvados',
  'Apple Brandy',
  'Pisco',
  'Absinthe',
  'Aquavit',
  'Grappa',
  'Sake',
  'Shochu',
  'Baijiu',
  // Liqueurs, aperitifs and fortified wines
  'Triple Sec',
  'Cointreau',
  'Grand Marnier',
  'Orange Curaçao',
  'Blue Curaçao',
  'Maraschino',
  'Campari',
  'Aperol',
  'Sweet Vermouth',
  'Dry Vermouth',
  'Blanc Vermouth',
  'Lillet Blanc',
  'Cocchi Aperitivo Americano',
  'Fino Sherry',
  'Amontillado Sherry',
  'Pedro Ximénez Sherry',
  'Ruby Port',
  'Tawny Port',
  'Green Chartreuse',
  'Yellow Chartreuse',
  'Bénédictine',
  'Drambuie',
  'Amaretto',
  'Coffee Liqueur',
  'Crème de Cassis',
  'Crème de Menthe',
  'Crème de Violette',
  'Crème de Mûre',
  'Elderflower Liqueur',
  'Falernum',
  'Allspice Dram',
  'Apricot Liqueur',
  'Peach Liqueur',
  'Cherry Heering',
  'Limoncello',
  'Sambuca',
  'Galliano',
  'Irish Cream',
  'Fernet Branca',
  'Amaro Montenegro',
  'Amaro Nonino',
  'Amaro Averna',
  'Cynar',
  'Suze',
  // Wines, beers and mixers
  'Champagne',
  'Prosecco',
  'Sparkling Wine',
  'Red Wine',
  'White Wine',
  'Lager',
  'Stout',
  'Soda Water',
  'Tonic Water',
  'Ginger Beer',
  'Ginger Ale',
  'Cola',
  'Lemon-Lime Soda',
  'Grapefruit Soda',
  'Sparkling Water',
  'Coconut Water',
  'Espresso',
  'Cold Brew Coffee',
  'Black Tea',
  'Green Tea',
  // Juices
  'Lemon Juice',
  'Lime Juice',
  'Orange Juice',
  'Grapefruit Juice',
  'Pineapple Juice',
  'Cranberry Juice',
  'Apple Juice',
  'Tomato Juice',
  'Passion Fruit Juice',
  'Pomegranate Juice',
  'Blood Orange Juice',
  'Yuzu Juice',
  // Syrups and sweeteners
  'Simple Syrup',
  'Rich Simple Syrup',
  'Demerara Syrup',
  'Honey Syrup',
  'Agave Syrup',
  'Maple Syrup',
  'Grenadine Syrup',
  'Orgeat Syrup',
  'Ginger Syrup',
  'Cinnamon Syrup',
  'Vanilla Syrup',
  'Raspberry Syrup',
  'Passionfruit Syrup',
  'Coconut Cream',
  'Cream of Coconut',
  'Sugar Cube',
  'Sugar',
  'Honey',
  'Agave Nectar',
  // Bitters
  'Angostura aromatic bitters',
  'Orange Bitters',
  "Peychaud's Bitters",
  'Chocolate Bitters',
  'Aromatic Bitters',
  'Celery Bitters',
  'Grapefruit Bitters',
  // Dairy and eggs
  'Egg White',
  'Egg Yolk',
  'Whole Egg',
  'Heavy Cream',
  'Milk',
  'Aquafaba',
  // Fruit, vegetables, herbs and spices
  'Lemon',
  'Lime',
  'Orange',
  'Grapefruit',
  'Cucumber',
  'Strawberry',
  'Raspberry',
  'Blackberry',
  'Pineapple',
  'Mint',
  'Basil',
  'Rosemary',
  'Thyme',
  'Sage',
  'Jalapeño',
  'Ginger',
  'Cinnamon',
  'Nutmeg',
  'Star Anise',
  'Black Pepper',
  'Salt',
  'Saline Solution',
  'Celery Salt',
  'Tabasco',
  'Worcestershire Sauce',
] as const;

export interface SuggestionSource {
  name: string;
}

/**
 * Up to 10 names for what was typed (from 2 characters): names that start with it first, then names
 * with a word that starts with it, then the rest that contain it; the database's names and the built-in
 * list merged, each name once whatever its case or accents.
 */
export function ingredientNameSuggestions(typed: string, databaseNames: readonly string[], max = INGREDIENT_SUGGESTIONS_MAX): string[] {
  const query = toSearchText(typed);
  if (query.length < INGREDIENT_SUGGESTION_MIN_CHARS) return [];
  const seen = new Set<string>();
  const ranked: Array<{ name: string; rank: number; key: string }> = [];
  for (const name of [...databaseNames, ...COMMON_INGREDIENT_NAMES]) {
    const key = toSearchText(name);
    if (seen.has(key)) continue;
    const position = key.indexOf(query);
    if (position === -1) continue;
    seen.add(key);
    const rank = position === 0 ? 0 : key.includes(` ${query}`) ? 1 : 2;
    ranked.push({ name, rank, key });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return ranked.slice(0, max).map((entry) => entry.name);
}
