import { PageHeader } from '@/components/PageHeader';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';
import { RECIPE_FILES_TITLE } from './recipe-files-text';

/** Import and Export (issue 41): the member's own cocktails as a file, and recipes from a file. */
export default function RecipeFilesPage() {
  return (
    <div>
      <title>{`${RECIPE_FILES_TITLE} · Repour`}</title>
      <PageHeader title={RECIPE_FILES_TITLE} back="/profile" backLabel="Back to profile" />
      <div className="flex flex-col gap-4 px-4 pb-6">
        <ExportCard />
        <ImportCard />
      </div>
    </div>
  );
}
