import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, FlaskConicalIcon, HistoryIcon, MartiniIcon, RotateCcwIcon } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useFormState, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { toast } from 'sonner';
import { useSession } from '@/app/session/useSession';
import {
  AttributionSection,
  BasicsSection,
  GarnishSection,
  GlasswareCategoriesSection,
  IngredientsSection,
  InstructionsSection,
} from '@/components/cocktail-form/CocktailFormSections';
import { isNameTaken } from '@/components/cocktail-form/CocktailFormLookups';
import { useSavedCocktail } from '@/components/cocktail-form/CocktailSavedFields';
import type { CocktailSavedFields_cocktail$key } from '@/components/cocktail-form/__generated__/CocktailSavedFields_cocktail.graphql';
import {
  cocktailFormFrom,
  cocktailFormSchema,
  cocktailInputFrom,
  emptyCocktailForm,
  formPathOf,
  newRow,
  type CocktailFormState,
} from '@/components/cocktail-form/form-state';
import { useUnknownIngredients } from '@/components/cocktail-form/UnknownIngredientDialog';
import { useUpdateCocktailMutation } from '@/components/cocktail-form/UpdateCocktailMutation';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { firstErrorMessage, firstErrorPath, setServerErrors } from '@/lib/form-errors';
import { readAuthToken } from '@/lib/session-storage';
import { isUnauthenticated, type MutationFailure } from '@/relay/mutation-result';
import { loadRouteQuery } from '@/relay/route-query';
import { COCKTAIL_MESSAGES, duplicateCheckKey, ingredientCategoryOfCustom } from '@common/cocktail-rules';
import { REDIRECT_AFTER_CREATE_MS, SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { CreateCocktailPageQuery as CreateCocktailPageQueryType } from './__generated__/CreateCocktailPageQuery.graphql';
import { clearDraft, draftHasContent, readDraft, writeDraft } from './create-draft';
import { customIngredientAddedText, DRAFT_RESTORED, FETCH_FAILED_NOT_FOUND, VIEW_COCKTAIL, addedToRecipeText } from './create-text';
import { useCreateCocktailMutation } from './CreateCocktailMutation';
import { PhotoPicker } from './PhotoPicker';
import { useUploadCocktailPhotoMutation } from './UploadCocktailPhotoMutation';
import { YourCustomIngredients, type PickedCustomIngredient } from './YourCustomIngredients';

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
    // Asking again would be refused again: the way on is to the cocktail.
    if (!data.cocktail.viewerCanEdit)
      return (
        <PageError
          title="Edit Cocktail"
          message={COCKTAIL_MESSAGES.notEditable}
          next={<CocktailLink databaseId={data.cocktail.databaseId} />}
        />
      );
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
  // Back from the custom-ingredient screen with a new one.
  const created = (location.state as { customIngredientCreated?: string } | null)?.customIngredientCreated;
  const [start] = useState(() => {
    if (initial) return { values: initial.form, restored: false };
    const draft = readDraft();
    return { values: draft ?? emptyCocktailForm(), restored: draft !== null && draftHasContent(draft) };
  });
  const defaultValues: CocktailFormState = start.values;
  // A draft that comes back is said, with a way to start over; not on the way back from adding a custom
  // ingredient, a trip the member just took for this very draft.
  const [draftNotice, setDraftNotice] = useState(start.restored && !created);
  const form = useForm<CocktailFormState>({
    defaultValues,
    resolver: zodResolver(cocktailFormSchema),
    // Nothing is said before the first attempt; after it, the messages follow every change (below).
    reValidateMode: 'onSubmit',
    // tellFirst focuses the field whose message the toast gives (react-hook-form's own pick may differ).
    shouldFocusError: false,
  });
  const { control, getValues, setValue, setError, setFocus, subscribe, trigger, handleSubmit } = form;
  const { isSubmitted, isSubmitting, isSubmitSuccessful } = useFormState({ control });
  const [photo, setPhoto] = useState<File | null>(null);
  // A retry after a failed save sends the photo stored the first time.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const unknown = useUnknownIngredients();
  const [createCocktail] = useCreateCocktailMutation();
  const [updateCocktail] = useUpdateCocktailMutation();
  const [uploadPhoto] = useUploadCocktailPhotoMutation();
  const { signOut } = useSession();

  /** The session is over on this device: forget it here too, then sign in again (spec section 5). */
  const endSession = () => {
    void signOut();
    void navigate('/login');
  };

  // The new cocktail's draft survives a trip elsewhere (the custom-ingredient screen, say); after the
  // first attempt every change checks the whole form again.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!editing && !isSubmitSuccessful) writeDraft(values);
          if (isSubmitted) void trigger();
        },
      }),
    [subscribe, trigger, editing, isSubmitted, isSubmitSuccessful],
  );

  useEffect(() => {
    if (!created) return;
    toast.success(customIngredientAddedText(created));
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, navigate, location.pathname, location.search]);

  const duplicate = useDuplicateNameWarning(useWatch({ control, name: 'name' }), initial?.id ?? null);
  const savedPhotoUrl = useWatch({ control, name: 'photoUrl' });

  const addCustomIngredient = (item: PickedCustomIngredient) => {
    const row = newRow({ ingredient: item.name, category: ingredientCategoryOfCustom(item.category), unit: 'oz' });
    const rows = getValues('ingredients');
    const empty = rows.length === 1 && !rows[0].ingredient.trim() && !rows[0].amount.trim();
    setValue('ingredients', empty ? [row] : [...rows, row], { shouldDirty: true });
    toast.success(addedToRecipeText(item.name));
  };

  /** Saves the checked form; resolves once the answer is in (the form is busy until then). */
  const save = async (values: CocktailFormState): Promise<void> => {
    // No token, nothing sent (no look-up, no photo, no cocktail): the server would only refuse it.
    if (!readAuthToken()) {
      toast.error(COCKTAIL_MESSAGES.signInRequired);
      endSession();
      throw new Error('signed out');
    }
    // Ingredients the database lacks need their details first (custom ones carry their category).
    const ready = await unknown.resolve(values.ingredients.filter((row) => !row.category).map((row) => row.ingredient));
    // Not saved: the form may be sent again.
    if (!ready) throw new Error('cancelled');

    // A photo that cannot be stored leaves the cocktail without one (spec section 7).
    let photoUrl = values.photoUrl;
    if (photo && uploaded.current?.file === photo) photoUrl = uploaded.current.url;
    else if (photo) {
      const url = await uploadPhoto(photo);
      if (url) {
        uploaded.current = { file: photo, url };
        photoUrl = url;
      }
    }
    const input = cocktailInputFrom({ ...values, photoUrl });

    await new Promise<void>((resolve, reject) => {
      const on = {
        onSaved: (databaseId: number) => {
          if (!editing) clearDraft();
          setTimeout(() => void navigate(editing ? `/cocktails/${databaseId}` : '/cocktails'), REDIRECT_AFTER_CREATE_MS);
          resolve();
        },
        onFailed: (failure: MutationFailure | null) => {
          setServerErrors(setError, failure, (path) => formPathOf(values, path));
          if (isUnauthenticated(failure)) endSession();
          reject(new Error('not saved'));
        },
      };
      if (initial) updateCocktail(initial.id, input, on);
      else createCocktail(input, on);
    });
  };

  // The toast tells the first refusal; its field, which shows the message too, takes the focus.
  const tellFirst = (errors: FieldErrors<CocktailFormState>) => {
    const first = firstErrorMessage(errors);
    if (first) toast.error(first);
    const path = firstErrorPath(errors);
    if (!path) return;
    const before = document.activeElement;
    setFocus(path as FieldPath<CocktailFormState>);
    // react-hook-form focuses on the next tick; then the field goes to the middle of the screen, clear of
    // the sticky header and button (focus alone may leave it under the button).
    setTimeout(() => {
      const field = document.activeElement;
      if (field instanceof HTMLElement && field !== before) field.scrollIntoView({ block: 'center' });
    });
  };

  /** Forgets the restored draft: a blank form, as a first visit has it. */
  const startOver = () => {
    clearDraft();
    form.reset(emptyCocktailForm());
    setPhoto(null);
    uploaded.current = null;
    setDraftNotice(false);
    // The notice and its button are gone: the focus goes to the form's name, where a new one starts.
    setTimeout(() => setFocus('name'));
  };

  // Busy while saving, and for good once saved (the screen moves on).
  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <FormProvider {...form}>
      <PageHeader title={editing ? 'Edit Cocktail' : 'Create Cocktail'} back={backTarget()} />
      <form
        noValidate
        className="flex flex-col gap-4 px-4 pb-6"
        onSubmit={(event) => {
          // One submission at a time, however fast the button is tapped.
          if (busy) event.preventDefault();
          // A save that did not happen (refused, cancelled) has said so already.
          else handleSubmit(save, tellFirst)(event).catch(() => undefined);
        }}
      >
        {draftNotice ? (
          <Alert icon={<HistoryIcon />} aria-labelledby="create-draft-restored">
            <AlertTitle id="create-draft-restored">{DRAFT_RESTORED.title}</AlertTitle>
            <AlertDescription>
              <p>{DRAFT_RESTORED.text}</p>
              <div className="mt-1.5 flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={startOver}>
                  <RotateCcwIcon aria-hidden="true" />
                  {DRAFT_RESTORED.startOver}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setDraftNotice(false)}>
                  {DRAFT_RESTORED.keep}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        <AttributionSection idPrefix="create" />
        <BasicsSection idPrefix="create" duplicateWarning={duplicate} />
        <YourCustomIngredients query={query} onUse={addCustomIngredient} />
        <IngredientsSection
          idPrefix="create"
          actions={
            // The custom-ingredient screen returns to a new cocktail's form, so it is offered there only.
            editing ? undefined : (
              <Button
                variant="outline"
                className="h-auto min-h-11 min-w-0 flex-1 px-3 py-2 leading-tight whitespace-normal"
                onClick={() => void navigate('/create-custom-ingredient')}
              >
                <FlaskConicalIcon aria-hidden="true" />
                Custom Ingredient
              </Button>
            )
          }
        />
        <GarnishSection idPrefix="create" />
        <InstructionsSection idPrefix="create" />
        <GlasswareCategoriesSection idPrefix="create" />
        <PhotoPicker
          file={photo}
          savedUrl={savedPhotoUrl}
          onFile={setPhoto}
          onRemoveSaved={() => setValue('photoUrl', null, { shouldDirty: true })}
        />

        <div
          data-bottom-bar
          className="sticky bottom-0 z-20 -mx-4 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-lg"
        >
          <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner className="size-5 text-current" /> : null}
            {editing ? (busy ? 'Saving...' : 'Save Changes') : 'Add to Database'}
          </Button>
        </div>
      </form>
      {unknown.dialog}
    </FormProvider>
  );
}

/** The non-blocking duplicate-name warning, from 3 characters (SEARCH_DEBOUNCE_MS after typing stops). */
function useDuplicateNameWarning(name: string, editingId: string | null): boolean {
  const [duplicate, setDuplicate] = useState(false);
  const nameKey = duplicateCheckKey(name);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        if (!nameKey) setDuplicate(false);
        else
          isNameTaken(name, editingId).then(
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
    // name changes with every keystroke; the folded key is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameKey, editingId]);
  return duplicate;
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

/** "Error: {message}" (spec section 8) with Retry, or with `next` where retrying cannot help. */
function PageError({ title, message, next }: { title: string; message: string; next?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} back={backTarget()} />
      <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-destructive">
          Error: {message}
        </p>
        {next ?? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            Retry
          </Button>
        )}
      </div>
    </>
  );
}

function CocktailLink({ databaseId }: { databaseId: number }) {
  return (
    <Button asChild variant="outline">
      <Link to={`/cocktails/${databaseId}`}>
        <MartiniIcon aria-hidden="true" />
        {VIEW_COCKTAIL}
      </Link>
    </Button>
  );
}
