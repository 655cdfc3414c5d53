// Imports every schema file and exports the schema.
import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder';
import { assertEveryFieldRead } from '../read/coverage';
import { sameRowTypeNames } from '../read/plugin';
import './errors';
import './enums';
import './user';
import './venue';
import './ingredient';
import './brand';
import './garnish';
import './cocktail';
import './custom-ingredient';
import './session';
import './feed';
import './report';
import './review';
import './follow';
import './like';
import './repour';
import './search';
import './work-entry';
import './achievement';
import './venue-account';
import './event';
import './campaign';
import './check-in';
import './notification';
import './recognition';
import './access-token';
import './open-to-work';
import './weekly-top10';
import './gig';
import './recipe-file';
import './menu';
import './shelf';

const built = builder.toSchema();
// Every field of a type of rows says how the read path reads it, or the schema does not build (decision 0065).
assertEveryFieldRead(built, sameRowTypeNames());

export const schema = lexicographicSortSchema(built);
