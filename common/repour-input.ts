// What a member sends with a re-pour: the one schema of the Repour dialog, the domain and the legacy API.
// Apart from repours.ts (texts and figures), which every screen of cards loads without needing zod.
import { z } from 'zod';
import { REPOUR_NOTE_MAX } from './repours';
import { optionalCollapsedText } from './validation';

/** An optional note, spaces collapsed, empty as none. */
export const repourSchema = z.object({
  note: optionalCollapsedText(REPOUR_NOTE_MAX),
});

export type RepourInput = z.input<typeof repourSchema>;
