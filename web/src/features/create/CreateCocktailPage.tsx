import { PageHeader } from '@/components/PageHeader';

/** Create a cocktail; /create?edit={id} edits one (spec section 2, create cocktail screen). */
export default function CreateCocktailPage() {
  return (
    <div>
      <title>Create Cocktail · Repour</title>
      <PageHeader title="Create Cocktail" back="history" />
    </div>
  );
}
