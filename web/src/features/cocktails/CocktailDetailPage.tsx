import { PageHeader } from '@/components/PageHeader';

/** One cocktail: details, scaling, ingredients, instructions (spec section 2, cocktail detail screen). */
export default function CocktailDetailPage() {
  return (
    <div>
      <title>Cocktail · Repour</title>
      <PageHeader title="Cocktail details" back="history" />
    </div>
  );
}
