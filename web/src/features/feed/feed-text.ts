// The words and pictures of the home feed.
import type { ProductIconName } from '@/components/icons/ProductIcon';

/** The spec's feed failure text (section 8); the original never displayed it, our latest-cocktails list does. */
export const FEED_LOAD_FAILED = 'Failed to load feed';

/** The picture of a cocktail without a photo: its kind of glass, drawn from the product's icon set. */
export function iconForGlassware(glassware: string | null | undefined): ProductIconName {
  const glass = (glassware ?? '').toLowerCase();
  if (/rocks|old fashioned|lowball|tumbler/.test(glass)) return 'negroni-rocks';
  if (/coupe|martini|cocktail|nick|wine|flute|margarita|saucer/.test(glass)) return 'negroni-glass';
  return 'cocktail-shaker';
}
