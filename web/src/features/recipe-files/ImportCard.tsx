import { useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { IMPORT_MAX_BYTES, IMPORT_MAX_RECIPES, IMPORT_MESSAGES } from '@common/recipe-import';
import type { ImportFields_import$key } from './__generated__/ImportFields_import.graphql';
import { useImportCocktailsMutation } from './ImportCocktailsMutation';
import { ImportPreview, ImportResult } from './ImportPreview';
import { usePreviewCocktailImportMutation } from './PreviewCocktailImportMutation';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; preview: ImportFields_import$key }
  | { kind: 'done'; result: ImportFields_import$key };

/** Pick a file, see what it holds, pick categories for new ingredients, import, see what was done. */
export function ImportCard() {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [preview, previewing] = usePreviewCocktailImportMutation();
  const [runImport, importing] = useImportCocktailsMutation();

  const choose = (file: File | undefined) => {
    setError(null);
    setStep({ kind: 'choose' });
    if (!file) return;
    // Said at once, as the server would say it.
    if (file.size > IMPORT_MAX_BYTES) {
      setError(IMPORT_MESSAGES.tooLarge);
      return;
    }
    preview(file, {
      onPreview: (result) => setStep({ kind: 'preview', file, preview: result }),
      onFailed: setError,
    });
  };

  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Import recipes</CardTitle>
        <CardDescription>
          A Repour export, a Bar Assistant export, or a recipe page&apos;s schema.org data (JSON-LD, or the saved page): up to{' '}
          {IMPORT_MAX_RECIPES} recipes and {IMPORT_MAX_BYTES / 1_000_000} MB. You see what will be created before anything is.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field id="import-file" label="Recipe file" error={error}>
          <Input
            id="import-file"
            type="file"
            accept=".json,.jsonld,.html,.htm,application/json,application/ld+json,text/html"
            disabled={previewing || importing}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'import-file-error' : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Field>
        {previewing ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Reading the file...
          </p>
        ) : null}
        {step.kind === 'preview' ? (
          <ImportPreview
            preview={step.preview}
            importing={importing}
            onImport={(choices) =>
              runImport(step.file, choices, {
                onImported: (result) => {
                  setStep({ kind: 'done', result });
                  toast.success('Recipes imported');
                },
                onFailed: (message) => {
                  setError(message);
                  toast.error(message);
                },
              })
            }
          />
        ) : null}
        {step.kind === 'done' ? <ImportResult result={step.result} /> : null}
      </CardContent>
    </Card>
  );
}
