import { PageHeader } from '@/components/PageHeader';

/** Create a custom ingredient (spec section 2); Back goes to /create. */
export default function CreateCustomIngredientPage() {
  return (
    <div>
      <title>Create Custom Ingredient · Repour</title>
      <PageHeader title="Create Custom Ingredient" back="/create" />
    </div>
  );
}
