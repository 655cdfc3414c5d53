import { CircleAlertIcon, ExternalLinkIcon, MessageSquarePlusIcon, PencilIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LikeButton } from '@/components/LikeButton';
import { PageHeader } from '@/components/PageHeader';
import { RepourButton } from '@/components/repours/RepourButton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ReviewsLoading } from '@/components/reviews/ReviewsLoading';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { OnTheMenuAt } from '@/components/menus/OnTheMenuAt';
import { loadRouteQuery } from '@/relay/route-query';
import type { CocktailDetailPageQuery as CocktailDetailPageQueryType } from './__generated__/CocktailDetailPageQuery.graphql';
import { CocktailRecipe } from './CocktailRecipe';
import { DEFAULT_DIRECTIONS, errorText, fetchFailedText, LOADING_COCKTAIL } from './cocktail-text';

// The edit form (the whole cocktail form, its schema and dialogs) and the suggestion dialog load and
// mount when the member taps their button, not with every recipe a phone opens.
const EditCocktailDialog = lazy(() => import('./EditCocktailDialog').then((module) => ({ default: module.EditCocktailDialog })));
const SuggestEditDialog = lazy(() => import('@/components/SuggestEditDialog').then((module) => ({ default: module.SuggestEditDialog })));
// The reviews come below the recipe, after the first screen: their code (list, stars, the review form's
// entry) loads beside the recipe's rather than in it. Their data is in the page's query.
const CocktailReviews = lazy(() => import('@/components/reviews/CocktailReviews').then((module) => ({ default: module.CocktailReviews })));

const CocktailDetailPageQuery = graphql`
  query CocktailDetailPageQuery($databaseId: Int!) {
    cocktail(databaseId: $databaseId) {
      id
      databaseId
      name
      photoUrl
      glassware
      garnish
      directions
      notes
      classicEra
      isMocktail
      categories
      type
      originalCreatorName
      sourceUrl
      year
      venue {
        name
        city
        state
        country
      }
      creator {
        username
      }
      viewerCanEdit
      viewerIsCreator
      ...LikeButton_cocktail
      ...RepourButton_cocktail
      ...CocktailRecipe_cocktail
      ...CocktailSavedFields_cocktail
      ...CocktailReviews_cocktail
    }
  }
`;

/** The numeric id of the URL, or null when it is not one. */
function databaseIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

export function loader({ params }: LoaderFunctionArgs) {
  const databaseId = databaseIdOf(params.id);
  return databaseId === null ? null : loadRouteQuery<CocktailDetailPageQueryType>('cocktail', CocktailDetailPageQuery, { databaseId });
}

/** Back to where the member came from, or to the list when they arrived here directly. */
function backTarget(): string {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return index > 0 ? 'history' : '/cocktails';
}

/** One cocktail (spec section 2, /cocktails/{id}): details, scaling, ingredients, instructions, editing. */
export default function CocktailDetailPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CocktailDetailPageQueryType> | null;
  return (
    <div className="pb-10">
      {queryRef ? (
        <ErrorBoundary resetKey={queryRef} fallback={(error) => <DetailError message={error.message} />}>
          <Suspense fallback={<DetailLoading />}>
            <CocktailDetail queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <DetailError message={fetchFailedText('Not Found')} />
      )}
    </div>
  );
}

function CocktailDetail({ queryRef }: { queryRef: PreloadedQuery<CocktailDetailPageQueryType> }) {
  const { cocktail } = usePreloadedQuery<CocktailDetailPageQueryType>(CocktailDetailPageQuery, queryRef);
  if (!cocktail) return <DetailError message={fetchFailedText('Not Found')} />;

  const venuePlace = cocktail.venue ? [cocktail.venue.city, cocktail.venue.state, cocktail.venue.country].filter(Boolean).join(', ') : '';
  const originalCreator = cocktail.originalCreatorName || (cocktail.type === 'my_own' ? cocktail.creator?.username : null) || null;
  const info: Array<[string, ReactNode]> = [];
  if (cocktail.classicEra) info.push(['Era', cocktail.classicEra]);
  if (originalCreator) info.push(['Original Creator', originalCreator]);
  if (cocktail.year) info.push(['Year', cocktail.year]);
  if (cocktail.venue) {
    info.push([
      'Venue',
      <>
        {cocktail.venue.name}
        {venuePlace ? <span className="block text-sm text-muted-foreground">{venuePlace}</span> : null}
      </>,
    ]);
  }
  if (cocktail.sourceUrl) {
    info.push([
      'Source',
      <a
        href={cocktail.sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        View Source
        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      </a>,
    ]);
  }
  if (cocktail.notes) info.push(['Notes', <span className="whitespace-pre-line">{cocktail.notes}</span>]);

  return (
    <>
      <title>{`${cocktail.name} · Repour`}</title>
      <PageHeader
        title={cocktail.name}
        back={backTarget()}
        // Under the title rather than beside it: the heart, Repour and the creator's Edit would leave a
        // longer name a narrow column of its own on a phone.
        description={
          <span className="-mb-2 -ml-2 flex items-center">
            <LikeButton cocktail={cocktail} />
            <RepourButton cocktail={cocktail} />
          </span>
        }
        actions={
          cocktail.viewerIsCreator ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/create?edit=${cocktail.databaseId}`}>
                <PencilIcon className="size-4" aria-hidden="true" />
                Edit
              </Link>
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-4 px-4">
        {cocktail.photoUrl ? (
          <img
            src={cocktail.photoUrl}
            alt={cocktail.name}
            className="aspect-[4/3] w-full rounded-2xl border bg-muted object-cover shadow-sm"
          />
        ) : null}

        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-[0.9375rem]">
              <dt className="text-muted-foreground">Glassware</dt>
              <dd className="font-medium">{cocktail.glassware}</dd>
              <dt className="text-muted-foreground">Garnish</dt>
              <dd className="font-medium">{cocktail.garnish || 'None'}</dd>
            </dl>
            {cocktail.isMocktail || cocktail.categories.length ? (
              <div className="flex flex-wrap gap-1.5">
                {cocktail.isMocktail ? <Badge variant="success">Mocktail</Badge> : null}
                {cocktail.categories.map((category) => (
                  <Badge key={category} variant="secondary">
                    {category}
                  </Badge>
                ))}
              </div>
            ) : null}
          </CardContent>
        </Card>

        <CocktailRecipe cocktail={cocktail} />

        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Instructions</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed whitespace-pre-line">{cocktail.directions || DEFAULT_DIRECTIONS}</p>
          </CardContent>
        </Card>

        {info.length ? (
          <Card className="gap-3">
            <CardHeader>
              <CardTitle>Additional Information</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col divide-y">
                {info.map(([term, detail]) => (
                  <div key={term} className="grid grid-cols-[7.5rem_1fr] gap-3 py-2.5 first:pt-0 last:pb-0">
                    <dt className="text-sm text-muted-foreground">{term}</dt>
                    <dd className="min-w-0 break-words">{detail}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        ) : null}

        <OnTheMenuAt databaseId={cocktail.databaseId} />

        <Suspense fallback={<ReviewsLoading />}>
          <CocktailReviews cocktail={cocktail} />
        </Suspense>

        <ChangeCocktail cocktail={cocktail} />
      </div>
    </>
  );
}

/** "Edit Cocktail" for whoever may edit it, "Suggest an Edit" for everyone else; its dialog opens on tap. */
function ChangeCocktail({ cocktail }: { cocktail: NonNullable<CocktailDetailPageQueryType['response']['cocktail']> }) {
  const [open, setOpen] = useState(false);
  // While the dialog's code loads (a moment, longer on a slow network), the button spins.
  const [loading, setLoading] = useState(false);
  const close = () => setOpen(false);
  const tap = () => setOpen(true);
  const spinner = loading ? <Spinner className="size-4.5 text-current" /> : null;
  return (
    <>
      {cocktail.viewerCanEdit ? (
        <Button className="w-full" size="lg" aria-haspopup="dialog" onClick={tap}>
          {spinner ?? <PencilIcon aria-hidden="true" />}
          Edit Cocktail
        </Button>
      ) : (
        <Button variant="outline" className="w-full" aria-haspopup="dialog" onClick={tap}>
          {spinner ?? <MessageSquarePlusIcon aria-hidden="true" />}
          Suggest an Edit
        </Button>
      )}
      {open ? (
        <Suspense fallback={<Pending onPending={setLoading} />}>
          {cocktail.viewerCanEdit ? (
            <EditCocktailDialog cocktail={cocktail} onClose={close} />
          ) : (
            <SuggestEditDialog cocktailId={cocktail.id} cocktailName={cocktail.name} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

/** A Suspense fallback that says so: pending while shown. */
function Pending({ onPending }: { onPending: (pending: boolean) => void }) {
  useEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return null;
}

function DetailLoading() {
  return (
    <>
      <PageHeader title={<Skeleton className="h-7 w-48" />} back={backTarget()} backLabel="Back" />
      <div className="flex flex-col gap-4 px-4" aria-busy="true">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {LOADING_COCKTAIL}
        </p>
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </>
  );
}

function DetailError({ message }: { message: string }) {
  return (
    <>
      <PageHeader title="Cocktail" back={backTarget()} />
      <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-destructive">
          {errorText(message)}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    </>
  );
}
