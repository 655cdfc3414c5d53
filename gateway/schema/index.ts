// Imports every schema file and exports the schema.
import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder';
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
import './search';
import './work-entry';
import './achievement';
import './venue-account';
import './event';
import './campaign';
import './check-in';

export const schema = lexicographicSortSchema(builder.toSchema());
