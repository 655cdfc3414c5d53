import { useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { canShowGigInterest, GIG_INTEREST_NOTE_MAX, GIG_MESSAGES, gigInterestSchema } from '@common/gigs';
import { WORK_ROLE_LABELS } from '@common/hiring';
import { eventDateText } from '@common/venue-accounts';
import { useSession } from '@/app/session/useSession';
import { PageHeader } from '@/components/PageHeader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { loadRouteQuery } from '@/relay/route-query';
import type { GigPageQuery as GigPageQueryType } from './__generated__/GigPageQuery.graphql';
import { GigInterests } from './GigInterests';
import { useCloseGigMutation } from './mutations/CloseGigMutation';
import { useSetGigInterestMutation } from './mutations/SetGigInterestMutation';
import { useWithdrawGigInterestMutation } from './mutations/WithdrawGigInterestMutation';

const GigPageQuery = graphql`
  query GigPageQuery($databaseId: Int!) {
    gig(databaseId: $databaseId) {
      ...GigPage_gig @relay(mask: false)
      # Not in GigPage_gig, which the mutations' payloads spread: their first page would replace the pages loaded.
      ...GigInterests_gig
    }
  }
`;

void graphql`
  fragment GigPage_gig on Gig {
    id
    databaseId
    title
    role
    startsOn
    closesOn
    payText
    city
    description
    isOpen
    viewerIsPoster
    poster {
      databaseId
      displayName
    }
    viewerInterest {
      id
      note
    }
    interestCount
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const databaseId = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  // Interest notes arrive from others while the poster is away: shown from the store, then refreshed.
  return loadRouteQuery<GigPageQueryType>('gig', GigPageQuery, { databaseId }, { fetchPolicy: 'store-and-network' });
}

/** One gig (decision 0055): what it is; a bartender says they are interested; its poster reads the notes and closes it. */
export default function GigPage() {
  const queryRef = useLoaderData() as PreloadedQuery<GigPageQueryType>;
  const { gig } = usePreloadedQuery<GigPageQueryType>(GigPageQuery, queryRef);
  const { viewer } = useSession();
  if (!gig) {
    return (
      <div className="pb-8">
        <PageHeader title={GIG_MESSAGES.notFoundTitle} back="history" />
      </div>
    );
  }
  return (
    <div className="pb-8">
      <title>{`${gig.title} · Repour`}</title>
      <PageHeader title={gig.title} back="history" />
      <div className="flex flex-col gap-4 px-4">
        <section className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-wide text-primary uppercase">
              {WORK_ROLE_LABELS[gig.role as keyof typeof WORK_ROLE_LABELS] ?? gig.role}
            </span>
            {gig.isOpen ? null : <Badge variant="secondary">{GIG_MESSAGES.closedBadge}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {GIG_MESSAGES.postedBy}{' '}
            <Link className="font-medium text-foreground underline-offset-4 hover:underline" to={`/profile/${gig.poster.databaseId}`}>
              {gig.poster.displayName}
            </Link>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{GIG_MESSAGES.startsOn}</dt>
            <dd>{eventDateText(gig.startsOn)}</dd>
            <dt className="text-muted-foreground">City</dt>
            <dd className="break-words">{gig.city}</dd>
            <dt className="text-muted-foreground">{GIG_MESSAGES.pay}</dt>
            <dd className="break-words">{gig.payText}</dd>
            <dt className="text-muted-foreground">{GIG_MESSAGES.closesOn}</dt>
            <dd>{eventDateText(gig.closesOn)}</dd>
          </dl>
          <p className="text-sm whitespace-pre-line break-words">{gig.description}</p>
        </section>
        {gig.viewerIsPoster ? (
          <PosterPanel gig={gig} />
        ) : gig.isOpen && canShowGigInterest(viewer) ? (
          // Only bartender accounts may answer (the server says so too): nobody else is offered a form they cannot send.
          <InterestForm gig={gig} />
        ) : null}
      </div>
    </div>
  );
}

type GigData = NonNullable<ReturnType<typeof usePreloadedQuery<GigPageQueryType>>['gig']>;

function InterestForm({ gig }: { gig: GigData }) {
  const id = useId();
  const [note, setNote] = useState(gig.viewerInterest?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [setInterest, saving] = useSetGigInterestMutation();
  const [withdrawInterest, withdrawing] = useWithdrawGigInterestMutation();
  const save = () => {
    const parsed = gigInterestSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? GIG_MESSAGES.interestSaveFailed);
    setError(null);
    setInterest({ gigId: gig.id, note: parsed.data.note }, { onFields: (fields) => setError(fields.note ?? fields.gigId ?? null) });
  };
  const withdraw = () => withdrawInterest(gig.id, { onWithdrawn: () => setNote('') });
  return (
    <section aria-label={GIG_MESSAGES.interested} className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <h2 className="font-display text-lg font-semibold">{gig.viewerInterest ? GIG_MESSAGES.youAreInterested : GIG_MESSAGES.interested}</h2>
      <Field id={id} label={GIG_MESSAGES.interestNote} error={error}>
        <Textarea
          id={id}
          value={note}
          maxLength={GIG_INTEREST_NOTE_MAX + 20}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={Boolean(error)}
        />
      </Field>
      <div className="flex gap-2">
        <Button onClick={save} disabled={saving}>
          {saving ? GIG_MESSAGES.savingInterest : gig.viewerInterest ? GIG_MESSAGES.editInterest : GIG_MESSAGES.interested}
        </Button>
        {gig.viewerInterest ? (
          <Button variant="outline" onClick={withdraw} disabled={withdrawing}>
            {GIG_MESSAGES.withdraw}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function PosterPanel({ gig }: { gig: GigData }) {
  const [closeGig, closing] = useCloseGigMutation();
  const close = () => closeGig(gig.id);
  return (
    <section aria-label={GIG_MESSAGES.interestsTitle} className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <div>
        <h2 className="font-display text-lg font-semibold">
          {GIG_MESSAGES.interestsTitle} ({gig.interestCount ?? 0})
        </h2>
        <p className="text-sm text-muted-foreground">{GIG_MESSAGES.interestsHint}</p>
      </div>
      <GigInterests gig={gig} />
      {gig.isOpen ? (
        <Button variant="outline" onClick={close} disabled={closing}>
          {closing ? GIG_MESSAGES.closing : GIG_MESSAGES.close}
        </Button>
      ) : null}
    </section>
  );
}
