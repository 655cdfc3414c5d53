import { CodeIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductIcon } from '@/components/icons/ProductIcon';
import { PageHeader } from '@/components/PageHeader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RECIPE_SOURCE, versionText } from './about-text';

/** Version, credits and licences (reached from the Settings dialog and the sign-in screen). */
export default function AboutPage() {
  return (
    <div className="flex flex-1 flex-col pb-10">
      <title>About · Repour</title>
      <PageHeader title="About Repour" back="history" />
      <div className="flex flex-col gap-4 px-4">
        <section className="flex flex-col items-center gap-3 py-4 text-center" aria-label="Repour">
          <ProductIcon name="icon-192x192" className="size-20 rounded-[1.4rem] shadow-lg shadow-primary/15" />
          <div>
            <p className="font-display text-2xl font-semibold tracking-tight">Repour</p>
            <p className="text-muted-foreground">Discover. Create. Share.</p>
          </div>
          <p className="rounded-full bg-muted px-3 py-1 font-mono text-xs text-muted-foreground">
            {versionText(import.meta.env.APP_VERSION)}
          </p>
        </section>

        <Card>
          <CardHeader>
            <CardTitle>Recipes</CardTitle>
            <CardDescription>
              The cocktail recipes Repour starts with come from {RECIPE_SOURCE.name}, used under the {RECIPE_SOURCE.licence}.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-1">
            <a
              href={RECIPE_SOURCE.url}
              target="_blank"
              rel="noreferrer"
              className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ExternalLinkIcon className="size-4.5 shrink-0" aria-hidden="true" />
              {RECIPE_SOURCE.name} recipe data on GitHub
            </a>
            <a
              href={RECIPE_SOURCE.licenceUrl}
              target="_blank"
              rel="noreferrer"
              className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <FileTextIcon className="size-4.5 shrink-0" aria-hidden="true" />
              {RECIPE_SOURCE.licence} text
            </a>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Icons</CardTitle>
            <CardDescription>
              The glass, shaker and bar tool icons are Repour's own; other interface icons are from Lucide (ISC License).
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link
              to="/icons"
              className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ProductIcon name="negroni-glass" className="size-4.5" />
              See the icon set
            </Link>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Developers</CardTitle>
            <CardDescription>Repour's GraphQL API: signing in, tokens, pagination, errors and limits, with examples.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link
              to="/developers"
              className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <CodeIcon className="size-4.5 shrink-0" aria-hidden="true" />
              Read the API guide
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
