// What adding to a shelf takes (decision 0076), the one schema of the My Bar screen, the domain and the
// API; apart from common/shelf.ts so that the list's first screen does not load zod (decision 0080).
import { z } from 'zod';
import { SHELF_ADD_MAX, SHELF_MESSAGES } from './shelf';

/**
 * What adding to a shelf takes: ingredient database ids, one to SHELF_ADD_MAX of them. One schema for
 * the My Bar screen's quick adds, the domain and the API.
 */
export const shelfAddSchema = z.object({
  ingredientIds: z
    .array(z.number().int().positive())
    .min(1, SHELF_MESSAGES.pickOne)
    .max(SHELF_ADD_MAX, SHELF_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type ShelfAdd = z.infer<typeof shelfAddSchema>;
