import { CircleAlertIcon, FlaskConicalIcon } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from 'sonner';
import {
  AttributionSection,
  BasicsSection,
  GarnishSection,
  GlasswareCategoriesSection,
  IngredientsSection,
  InstructionsSection,
  type FormErrors,
} from '@/components/cocktail-form/CocktailFormSections';
import { isNameTaken } from '@/components/cocktail-form/CocktailFormLookups';
import { useSavedCocktail } from '@/components/cocktail-form/CocktailSavedFields';
import type { CocktailSavedFields_cocktail$key } from '@/components/cocktail-form/__generated__/CocktailSavedFields_cocktail.graphql';
import {
  checkCocktailForm,
  cocktailFormFrom,
  cocktailInputFrom,
  emptyCocktailForm,
  errorsForForm,
  newRow,
  type CocktailFormState,
} from '@/components/cocktail-form/form-state';
import { useUnknownIngredients } from '@/components/cocktail-form/UnknownIngredientDialog';
import { useUpdateCocktailMutation } from '@/components/cocktail-form/UpdateCocktailMutation';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { loadRouteQuery } from '@/relay/route-query';
import { COCKTAIL_MESSAGES, duplicateCheckKey, ingredientCategoryOfCustom } from '@common/cocktail-rules';
import { REDIRECT_AFTER_CREATE_MS, SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { CreateCocktailPageQuery as CreateCocktailPageQueryType } from './__generated__/CreateCocktailPageQuery.graphql';
import { clearDraft, readDraft, writeDraft } from './create-draft';
import {
  CREATE_FAILED,
  CREATED,
  customIngredientAddedText,
  FETCH_FAILED_NOT_FOUND,
  UPDATE_FAILED,
  UPDATED,
  addedToRecipeText,
} from './create-text';
import { useCreateCocktailMutation } from './CreateCocktailMutation';
import { PhotoPicker } from './PhotoPicker';
import { useUploadCocktailPhotoMutation } from './UploadCocktailPhotoMutation';
import { YourCustomIngredients, type PickedCustomIngredient } from './YourCustomIngredients';
import { failureOf, isUnauthenticated, type ResultLike } from '@/relay/mutation-result';

const CreateCocktailPageQuery = graphql`
  query CreateCocktailPageQuery($editId: Int!, $editing: Boolean!) {
    cocktail(databaseId: $editId) @include(if: $editing) {
      id
      databaseId
      viewerCanEdit
      ...CocktailSavedFields_cocktail
    }
    ...YourCustomIngredients_query
  }
`;

function editIdOf(search: URLSearchParams): number | null {
  const edit = search.get('edit');
  return edit && /^\d{1,9}$/.test(edit) ? Number(edit) : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const editId = editIdOf(new URL(request.url).searchParams);
  return loadRouteQuery<CreateCocktailPageQueryType>('create', CreateCocktailPageQuery, { editId: editId ?? 0, editing: editId !== null });
}

/** Create Cocktail (spec section 2, /create); /create?edit={id} edits a cocktail with the same form. */
export default function CreateCocktailPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CreateCocktailPageQueryType>;
  const editing = editIdOf(new URLSearchParams(useLocation().search)) !== null;
  return (
    <div>
      <title>{editing ? 'Edit Cocktail · Repour' : 'Create Cocktail · Repour'}</title>
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => <PageError title={editing ? 'Edit Cocktail' : 'Create Cocktail'} message={error.message} />}
      >
        <Suspense fallback={<PageLoading title={editing ? 'Edit Cocktail' : 'Create Cocktail'} />}>
          <CreateCocktail queryRef={queryRef} editing={editing} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function CreateCocktail({ queryRef, editing }: { queryRef: PreloadedQuery<CreateCocktailPageQueryType>; editing: boolean }) {
  const data = usePreloadedQuery<CreateCocktailPageQueryType>(CreateCocktailPageQuery, queryRef);
  if (editing) {
    if (!data.cocktail) return <PageError title="Edit Cocktail" message={FETCH_FAILED_NOT_FOUND} />;
    if (!data.cocktail.viewerCanEdit) return <PageError title="Edit Cocktail" message={COCKTAIL_MESSAGES.notEditable} />;
    return <EditingForm cocktail={data.cocktail} query={data} />;
  }
  return <CocktailForm initial={null} query={data} />;
}

function EditingForm({ cocktail, query }: { cocktail: CocktailSavedFields_cocktail$key; query: CreateCocktailPageQueryType['response'] }) {
  const saved = useSavedCocktail(cocktail);
  return (
    <CocktailForm key={saved.id} initial={{ id: saved.id, databaseId: saved.databaseId, form: cocktailFormFrom(saved) }} query={query} />
  );
}

/** Back to the previous page, or to the feed when /create was opened directly. */
function backTarget(): string {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return index > 0 ? 'history' : '/feed';
}

interface CocktailFormProps {
  /** The cocktail being edited, or null to create one. */
  initial: { id: string; databaseId: number; form: CocktailFormState } | null;
  query: CreateCocktailPageQueryType['response'];
}

function CocktailForm({ initial, query }: CocktailFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const editing = initial !== null;
  const [form, setFormState] = useState<CocktailFormState>(() => initial?.form ?? readDraft() ?? emptyCocktailForm());
  const [errors, setErrors] = useState<FormErrors>({});
  // After a first attempt, the messages follow what the member fixes.
  const attempted = useRef(false);
  const setForm = (next: CocktailFormState) => {
    setFormState(next);
    if (attempted.current) setErrors(checkCocktailForm(next).errors);
  };
  const [photo, setPhoto] = useState<File | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle');
  const submitting = useRef(false);
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const unknown = useUnknownIngredients();
  const [createCocktail] = useCreateCocktailMutation();
  const [updateCocktail] = useUpdateCocktailMutation();
  const [uploadPhoto] = useUploadCocktailPhotoMutation();

  // The new cocktail's draft survives a trip elsewhere (the custom-ingredient screen, say).
  useEffect(() => {
    if (!editing && phase === 'idle') writeDraft(form);
  }, [editing, form, phase]);

  // Back from the custom-ingredient screen with a new one.
  const created = (location.state as { customIngredientCreated?: string } | null)?.customIngredientCreated;
  useEffect(() => {
    if (!created) return;
    toast.success(customIngredientAddedText(created));
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, navigate, location.pathname, location.search]);

  // The non-blocking duplicate-name warning, from 3 characters.
  const nameKey = duplicateCheckKey(form.name);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        if (!nameKey) setDuplicate(false);
        else
          isNameTaken(form.name, initial?.id ?? null).then(
            (taken) => current && setDuplicate(taken),
            () => undefined,
          );
      },
      nameKey ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // form.name changes with every keystroke; the folded key is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameKey, initial?.id]);

  const addCustomIngredient = (item: PickedCustomIngredient) => {
    const row = newRow({ ingredient: item.name, category: ingredientCategoryOfCustom(item.category), unit: 'oz' });
    const empty = form.ingredients.length === 1 && !form.ingredients[0].ingredient.trim() && !form.ingredients[0].amount.trim();
    setForm({ ...form, ingredients: empty ? [row] : [...form.ingredients, row] });
    toast.success(addedToRecipeText(item.name));
  };

  const fail = (message: string | null | undefined) => {
    toast.error(message || (editing ? UPDATE_FAILED : CREATE_FAILED));
    submitting.current = false;
    setPhase('idle');
  };

  const submit = async () => {
    // One submission at a time, however fast the button is tapped.
    if (submitting.current) return;
    attempted.current = true;
    const checked = checkCocktailForm(form);
    setErrors(checked.errors);
    if (checked.first) {
      toast.error(checked.first);
      return;
    }
    submitting.current = true;
    setPhase('submitting');

    // Ingredients the database lacks need their details first (custom ones carry their category).
    const ready = await unknown.resolve(form.ingredients.filter((row) => !row.category).map((row) => row.ingredient));
    if (!ready) {
      submitting.current = false;
      setPhase('idle');
      return;
    }

    // A photo that cannot be stored leaves the cocktail without one (spec section 7).
    let photoUrl = form.photoUrl;
    if (photo && uploaded.current?.file === photo) {
      // A retry after a failed save: the photo is already stored.
      photoUrl = uploaded.current.url;
    } else if (photo) {
      photoUrl = await new Promise<string | null>((resolve) => {
        uploadPhoto({
          variables: { photo: null },
          uploadables: { photo },
          onCompleted: ({ uploadCocktailPhoto: result }) => {
            if (result.__typename === 'CocktailPhotoPayload' && result.photoUrl) {
              uploaded.current = { file: photo, url: result.photoUrl };
              resolve(result.photoUrl);
            } else {
              const message = failureOf(result)?.message;
              if (message) toast.error(message);
              resolve(form.photoUrl);
            }
          },
          onError: () => resolve(form.photoUrl),
        });
      });
    }
    const input = cocktailInputFrom({ ...form, photoUrl });

    const onResult = (result: ResultLike, databaseId: number | null) => {
      if (databaseId !== null) {
        setPhase('done');
        if (!editing) clearDraft();
        toast.success(editing ? UPDATED : CREATED);
        setTimeout(() => navigate(editing ? `/cocktails/${databaseId}` : '/cocktails'), REDIRECT_AFTER_CREATE_MS);
        return;
      }
      const failure = failureOf(result);
      if (failure?.type === 'ValidationError') setErrors(errorsForForm(form, failure.fieldList).errors);
      if (isUnauthenticated(failure)) {
        fail(COCKTAIL_MESSAGES.signInRequired);
        navigate('/login');
        return;
      }
      fail(failure?.message);
    };

    if (initial) {
      updateCocktail({
        variables: { id: initial.id, input },
        onCompleted: ({ updateCocktail: result }) => onResult(result, result.cocktail?.databaseId ?? null),
        onError: () => fail(null),
      });
    } else {
      createCocktail({
        variables: { input },
        updater: (store: RecordSourceSelectorProxy) => {
          // The list and every count read from the root are stale now.
          store.getRoot().invalidateRecord();
        },
        onCompleted: ({ createCocktail: result }) => onResult(result, result.cocktail?.databaseId ?? null),
        onError: () => fail(null),
      });
    }
  };

  const busy = phase !== 'idle';
  return (
    <>
      <PageHeader title={editing ? 'Edit Cocktail' : 'Create Cocktail'} back={backTarget()} />
      <form
        noValidate
        className="flex flex-col gap-4 px-4 pb-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AttributionSection state={form} onChange={setForm} errors={errors} idPrefix="create" />
        <BasicsSection state={form} onChange={setForm} errors={errors} idPrefix="create" duplicateWarning={duplicate} />
        <YourCustomIngredients query={query} onUse={addCustomIngredient} />
        <IngredientsSection
          rows={form.ingredients}
          onRowsChange={(ingredients) => setForm({ ...form, ingredients })}
          errors={errors}
          idPrefix="create"
          actions={
            // The custom-ingredient screen returns to a new cocktail's form, so it is offered there only.
            editing ? undefined : (
              <Button variant="outline" className="flex-1" onClick={() => navigate('/create-custom-ingredient')}>
                <FlaskConicalIcon aria-hidden="true" />
                Custom Ingredient
              </Button>
            )
          }
        />
        <GarnishSection state={form} onChange={setForm} errors={errors} idPrefix="create" />
        <InstructionsSection state={form} onChange={setForm} errors={errors} idPrefix="create" />
        <GlasswareCategoriesSection state={form} onChange={setForm} errors={errors} idPrefix="create" />
        <PhotoPicker file={photo} savedUrl={form.photoUrl} onFile={setPhoto} onRemoveSaved={() => setForm({ ...form, photoUrl: null })} />

        <div className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-lg">
          <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner className="size-5 text-current" /> : null}
            {editing ? (busy ? 'Saving...' : 'Save Changes') : 'Add to Database'}
          </Button>
        </div>
      </form>
      {unknown.dialog}
    </>
  );
}

function PageLoading({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} back={backTarget()} />
      <div className="flex flex-col gap-4 px-4" aria-busy="true">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </>
  );
}

function PageError({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} back={backTarget()} />
      <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-destructive">
          Error: {message}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    </>
  );
}
