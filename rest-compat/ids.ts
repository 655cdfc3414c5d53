// The legacy API speaks numeric ids; the graph takes global ids (docs/decisions/0004). Pothos's global
// id is base64 of "<Type>:<id>".
import { encodeGlobalID } from '@pothos/plugin-relay';

export const toCocktailGlobalId = (id: number) => encodeGlobalID('Cocktail', id);
export const toUserGlobalId = (id: number) => encodeGlobalID('User', id);
export const toReportGlobalId = (id: number) => encodeGlobalID('CocktailReport', id);
export const toVenueGlobalId = (id: number) => encodeGlobalID('Venue', id);
export const toWorkEntryGlobalId = (id: number) => encodeGlobalID('WorkEntry', id);
