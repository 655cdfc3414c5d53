// npm run bench:import -- <drinks.json>: how a public collection of recipes reads through the importer
// (issue 41: "at least 95 % of such a collection imports with every line as its source meant it").
// The collection is TheCocktailDB's, as its API gives it ({"drinks": [...]}, each drink's measure and
// ingredient in separate fields); it is not ours to ship, so it is not in the repository: one copy is
// dist/drinks.json of github.com/lauriharpf/thecocktaildb-downloader at commit 78362ed (574 drinks).
//
// Each drink becomes what a recipe site embeds, a schema.org Recipe whose lines are text ("1 1/2 oz
// Light rum", the measure before the ingredient), and goes through the import's own reading
// (parseRecipeFile, files of IMPORT_MAX_RECIPES) and the create form's rules (draftInput, then
// checkCocktailInput), as the importCocktails mutation reads it. Because the source keeps the measure
// and the ingredient apart, each line can be judged against what it meant:
//   - the ingredient read is the source's, or the source's with its descriptive words before it
//     ("superfine Sugar" for "1 tsp superfine" + "Sugar": a recipe site writes it so);
//   - a measure with a number keeps one, a measure without none (never an invented 0 or count);
//   - every word of the measure is kept: as our unit ("tblsp" as tbsp), in the note ("about", "2 to 3",
//     "juiced") or in the ingredient; a conversion is said in `changed`.
// Prints the figures and every line that fails; asserts nothing.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkCocktailInput } from '../common/cocktail-rules';
import { draftInput, IMPORT_MAX_RECIPES, parseRecipeFile, type DraftLine } from '../common/recipe-import';
import { UNIT_ALIASES } from '../common/recipe-units';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run bench:import -- <drinks.json> (TheCocktailDB drinks; see bench/import.ts)');
  process.exit(2);
}

interface SourceLine {
  measure: string;
  ingredient: string;
}

type Drink = Record<string, string | null>;
const drinks = (JSON.parse(readFileSync(positionals[0], 'utf8')) as { drinks: Drink[] }).drinks;

const sources: SourceLine[][] = drinks.map((drink) => {
  const lines: SourceLine[] = [];
  for (let n = 1; n <= 15; n++) {
    const ingredient = drink[`strIngredient${n}`]?.trim();
    if (ingredient) lines.push({ measure: (drink[`strMeasure${n}`] ?? '').trim().replace(/\s+/g, ' '), ingredient });
  }
  return lines;
});

const recipes = drinks.map((drink, index) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: drink.strDrink,
  recipeInstructions: drink.strInstructions,
  recipeIngredient: sources[index].map((line) => (line.measure ? `${line.measure} ${line.ingredient}` : line.ingredient)),
}));

/** Words of a measure that say how it is read, not what: "Twist of", "Fill with", "top up", "2 or 3". */
const FILLERS = new Set(['of', 'with', 'up', 'fill', 'top', 'to', 'the', 'add', 'or', 'juice']);

/** Why a line does not read as its source meant it; empty when it does. */
function misreadings(line: DraftLine, source: SourceLine): string[] {
  const why: string[] = [];
  const read = line.ingredient.toLowerCase();
  const meant = source.ingredient.toLowerCase();
  if (read !== meant && !(read.endsWith(` ${meant}`) && !/\d/.test(read.slice(0, -meant.length)))) why.push('ingredient');
  const hasNumber = /\d|[½¼¾⅓⅔⅛]/.test(source.measure);
  if (hasNumber && line.amount === null) why.push('amount lost');
  if (!hasNumber && line.amount !== null) why.push('amount invented');
  const kept = `${line.unit} ${line.note ?? ''} ${line.changed ?? ''} ${line.ingredient}`.toLowerCase();
  const lost = source.measure
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/\.$/, '').replace(/^\d+(?=[a-z])/, ''))
    .filter((word) => /\p{L}/u.test(word) && !FILLERS.has(word))
    .filter((word) => !(word in UNIT_ALIASES && line.unit === UNIT_ALIASES[word]))
    .filter((word) => ![word, word.replace(/e?s$/, '')].some((form) => kept.includes(form)));
  if (lost.length) why.push(`measure words lost (${lost.join(', ')})`);
  return why;
}

let passRules = 0;
let asMeant = 0;
let lineCount = 0;
let linesAsMeant = 0;
const kinds = new Map<string, number>();
const failures: string[] = [];
let index = 0;
for (let start = 0; start < recipes.length; start += IMPORT_MAX_RECIPES) {
  const parsed = parseRecipeFile(JSON.stringify(recipes.slice(start, start + IMPORT_MAX_RECIPES)));
  if (!parsed.ok) throw new Error(`file ${start / IMPORT_MAX_RECIPES + 1}: ${parsed.message}`);
  for (const draft of parsed.recipes) {
    const source = sources[index++];
    const checked = checkCocktailInput(draftInput(draft), 'create');
    let meant = checked.ok;
    if (checked.ok) passRules++;
    else failures.push(`${draft.name}: refused (${checked.errors.map((issue) => `${issue.path}: ${issue.message}`).join('; ')})`);
    draft.ingredients.forEach((line, at) => {
      lineCount++;
      const kind = line.changed ? 'converted, said so' : line.amount === null ? `no amount (${line.unit})` : line.unit;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const why = misreadings(line, source[at]);
      if (why.length === 0) return void linesAsMeant++;
      meant = false;
      const { measure, ingredient } = source[at];
      failures.push(
        `${draft.name}: "${measure}" + "${ingredient}" read as ${line.amount ?? '-'} ${line.unit} "${line.ingredient}"${line.note ? ` (${line.note})` : ''}: ${why.join('; ')}`,
      );
    });
    if (meant) asMeant++;
  }
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
console.log(`${positionals[0]}: ${recipes.length} recipes, ${lineCount} lines, in files of ${IMPORT_MAX_RECIPES}`);
console.log(`  pass the create form's rules: ${passRules} (${percent(passRules, recipes.length)})`);
console.log(`  every line as its source meant it: ${asMeant} recipes (${percent(asMeant, recipes.length)})`);
console.log(`  lines as meant: ${linesAsMeant} of ${lineCount} (${percent(linesAsMeant, lineCount)})`);
console.log('  lines by reading:');
for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`    ${kind.padEnd(24)} ${count}`);
if (failures.length) console.log(`\nNot as meant (${failures.length}):\n${failures.map((line) => `  ${line}`).join('\n')}`);
