import { DOCUMENT_LIMITS, MEMBER_WRITE_LIMITS, QUERY_COST_BUDGET_DEFAULT, QUERY_DEADLINE_MS, windowText } from '@common/api-limits';
import { CheckIcon, CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MAX_LIST_ITEMS, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@common/constants';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  COCKTAILS_QUERY,
  ERRORS_MUTATION,
  LOG_IN_MUTATION,
  NODE_QUERY,
  RATE_LIMITED_ANSWER,
  VALIDATION_ERROR_ANSWER,
  cocktailsCurl,
  legacyLogInCurl,
  logInCurl,
  nextPageVariables,
} from './examples';

/** The guide's sections, in order: the table of contents and the e2e test read the same titles. */
export const GUIDE_SECTIONS = [
  { id: 'start', title: 'The GraphQL API' },
  { id: 'sign-in', title: 'Signing in' },
  { id: 'ids', title: 'Global ids' },
  { id: 'pagination', title: 'Pagination' },
  { id: 'errors', title: 'Errors' },
  { id: 'limits', title: 'Limits' },
] as const;

type SectionId = (typeof GUIDE_SECTIONS)[number]['id'];

const linkClass = 'font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The API's guide for integrators: public, readable signed out, one column on a phone. */

/** A number as the guide writes it: 200,000. */
const count = (value: number) => value.toLocaleString('en-US');

export default function DevelopersPage() {
  const origin = window.location.origin;
  return (
    <div className="flex w-full min-w-0 flex-1 flex-col pb-10">
      <title>Developers · Repour</title>
      <PageHeader
        title="Repour for developers"
        description="Read and write Repour from your own programs, with the same GraphQL API the app uses."
        back="history"
      />
      <div className="flex min-w-0 flex-col gap-4 px-4">
        <nav aria-label="On this page" className="rounded-2xl border bg-card px-5 py-4 text-sm">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {GUIDE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={`${linkClass} inline-flex min-h-11 items-center`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <Section id="start">
          <p>
            One endpoint, <Code>POST {origin}/graphql</Code>, with a JSON body <Code>{'{"query": "...", "variables": {...}}'}</Code>. Every
            type, field and argument carries a description (its limits and its errors included): browse them in GraphiQL's documentation
            pane, or ask the endpoint for its schema by introspection.
          </p>
          <a href="/graphql" className={`${linkClass} inline-flex min-h-11 items-center gap-2`}>
            <ExternalLinkIcon className="size-4" aria-hidden="true" />
            Open GraphiQL
          </a>
          <Example title="A page of cocktails, with a fragment" code={COCKTAILS_QUERY} />
        </Section>

        <Section id="sign-in">
          <p>
            Much of Repour reads without signing in. To act as a member, send a token in the <Code>Authorization</Code> header:{' '}
            <Code>Authorization: Bearer &lt;token&gt;</Code>. A token from signing in lasts as long as the server keeps a session (its JWT{' '}
            <Code>exp</Code> claim says until when), or until the member signs out (the <Code>logOut</Code> mutation ends the session of the
            token it is sent with).
          </p>
          <Example title="Sign in with the logIn mutation" code={LOG_IN_MUTATION} />
          <Example title="The same with curl" code={logInCurl(origin)} />
          <Example title="Or through the legacy /api" code={legacyLogInCurl(origin)} />
          <p>
            <strong className="font-semibold">Personal access tokens</strong> are made for programs: a member creates them in{' '}
            <strong className="font-semibold">Settings &gt; Access tokens</strong> with a name, read or read-and-write scope and an expiry,
            sees each one once, and revokes one without signing out anywhere else. They are sent the same way,{' '}
            <Code>Authorization: Bearer &lt;token&gt;</Code>.
          </p>
          <Example title="A signed-in request with curl" code={cocktailsCurl(origin)} />
        </Section>

        <Section id="ids">
          <p>
            Every object with an <Code>id</Code> is a node: its <Code>id</Code> is a global id, opaque and stable, accepted by every
            argument that names that object. Fetch any node again with <Code>node(id:)</Code>, or up to {MAX_LIST_ITEMS} at once with{' '}
            <Code>nodes(ids:)</Code>; an id that points at nothing answers <Code>null</Code>, and so does one of a thing you may not see (a
            private cocktail, a draft menu). A kind read only by the people it belongs to (a report, a notification, an access token, an
            invite...) answers an <Code>UNAUTHENTICATED</Code> or <Code>FORBIDDEN</Code> error instead.
          </p>
          <p>
            <Code>databaseId</Code> is the number in the app's web addresses (<Code>/cocktails/42</Code>) and in the legacy /api; root
            fields such as <Code>cocktail(databaseId:)</Code> take it.
          </p>
          <Example title="Any node by its global id" code={NODE_QUERY} />
        </Section>

        <Section id="pagination">
          <p>
            Lists are Relay connections: ask for <Code>first</Code> items ({DEFAULT_PAGE_SIZE} when omitted, at most {MAX_PAGE_SIZE}; a
            larger number is refused with the code <Code>PAGE_SIZE_EXCEEDED</Code>), then pass <Code>pageInfo.endCursor</Code> as{' '}
            <Code>after</Code> while <Code>pageInfo.hasNextPage</Code> is true. <Code>totalCount</Code> says how many items the whole list
            holds. Lists that are not connections say in their description the most items they hold.
          </p>
          <Example title="Variables for the next page" code={nextPageVariables()} />
        </Section>

        <Section id="errors">
          <p>
            A mutation answers a union: its payload, or a typed error that says why nothing changed. Every error implements{' '}
            <Code>Error</Code> (<Code>message</Code> for people, <Code>code</Code> for programs: <Code>BAD_USER_INPUT</Code>,{' '}
            <Code>UNAUTHENTICATED</Code>, <Code>FORBIDDEN</Code>, <Code>NOT_FOUND</Code>...); a <Code>ValidationError</Code> names each
            refused input field by its path.
          </p>
          <Example title="Ask for the payload and the errors" code={ERRORS_MUTATION} />
          <Example title="A refused input" code={VALIDATION_ERROR_ANSWER} />
          <p>
            A query that the caller may not read answers a GraphQL error whose <Code>extensions.code</Code> is <Code>UNAUTHENTICATED</Code>{' '}
            (sign in) or <Code>FORBIDDEN</Code>. The messages are the app's own, as its screens show them; tell failures apart by type and
            code, never by text.
          </p>
        </Section>

        <Section id="limits">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              <strong className="font-semibold">Rate limits.</strong> Each write a member can repeat counts against that member&apos;s limit
              for its kind, per {windowText(MEMBER_WRITE_LIMITS.perKindSeconds)} (likes, follows, cocktails...); toggles of any kind (likes,
              follows, re-pours, Going...) also count together, {count(MEMBER_WRITE_LIMITS.toggles.points)} a{' '}
              {windowText(MEMBER_WRITE_LIMITS.toggles.seconds)}, and recipe file imports {count(MEMBER_WRITE_LIMITS.recipeImports.points)} a{' '}
              {windowText(MEMBER_WRITE_LIMITS.recipeImports.seconds)}. Signing in counts against a limit per address. Past a limit the
              answer is a GraphQL error with <Code>extensions.code</Code> <Code>RATE_LIMITED</Code> and <Code>retryAfterSeconds</Code>, with
              HTTP status 429 and a <Code>Retry-After</Code> header (the legacy /api answers 429 too).
            </li>
            <li>
              <strong className="font-semibold">Query cost.</strong> Each document is priced before it runs (every list counted at the most
              items it can hold): one document may cost at most {count(DOCUMENT_LIMITS.maxCost)}, and a member (or an address, signed out)
              may spend {count(QUERY_COST_BUDGET_DEFAULT.points)} every {QUERY_COST_BUDGET_DEFAULT.seconds} seconds. A page of 100 cocktails
              with their ingredients costs about 120,000. Every answer says what is left: <Code>RateLimit-Policy</Code> gives the budget (
              <Code>q</Code> points per <Code>w</Code> seconds) and <Code>RateLimit</Code> what remains (<Code>r</Code>) and when the window
              ends (<Code>t</Code> seconds). Send <Code>X-Query-Cost: 1</Code> to get a document&apos;s price in{' '}
              <Code>extensions.queryCost</Code>. A token spends its member&apos;s budget.
            </li>
            <li>
              <strong className="font-semibold">Documents.</strong> At most {DOCUMENT_LIMITS.maxDepth} levels deep,{' '}
              {DOCUMENT_LIMITS.maxAliases} aliases, {DOCUMENT_LIMITS.maxDirectives} directives, {count(DOCUMENT_LIMITS.maxTokens)} tokens,
              one operation per request; list arguments hold at most {MAX_LIST_ITEMS} items. A query runs for at most{' '}
              {QUERY_DEADLINE_MS / 1000} seconds. A refused document answers an error with <Code>extensions.code</Code>{' '}
              <Code>QUERY_LIMIT_EXCEEDED</Code> before anything runs; one over the token limit is refused while it is read, as a syntax
              error (<Code>GRAPHQL_PARSE_FAILED</Code>).
            </li>
          </ul>
          <Example title="A rate limit reached" code={RATE_LIMITED_ANSWER} />
        </Section>
      </div>
    </div>
  );
}

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = GUIDE_SECTIONS.find((section) => section.id === id)!.title;
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="min-w-0 scroll-mt-4">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem] break-words">{children}</code>;
}

/** A code sample with a button that copies it. */
function Example({ title, code }: { title: string; code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="flex items-center justify-between gap-2">
        <span className="font-medium">{title}</span>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Copy: ${title}`}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={title}
        className="max-w-full overflow-x-auto rounded-xl bg-muted p-3 font-mono text-xs leading-relaxed text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
