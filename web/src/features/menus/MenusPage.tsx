// A bar or brand account's menus (/profile/menus, decision 0077): each with its state and address, a new
// one by name, and the export of them all as JSON or CSV.
import { ChevronLeftIcon, DownloadIcon, ExternalLinkIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ACCOUNT_CAPS } from '@common/account-caps';
import { MENU_MESSAGES, MENU_NAME_MAX, menuFormSchema } from '@common/menus';
import { countOf } from '@common/plural';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { readAuthToken } from '@/lib/session-storage';
import { loadRouteQuery } from '@/relay/route-query';
import type { MenuExportFormat, MenusPageExportQuery } from './__generated__/MenusPageExportQuery.graphql';
import type { MenusPageQuery as MenusPageQueryType } from './__generated__/MenusPageQuery.graphql';
import { useCreateMenuMutation } from './CreateMenuMutation';

const MenusPageQuery = graphql`
  query MenusPageQuery {
    viewer {
      profileType
      menus(first: 10) {
        edges {
          node {
            id
            databaseId
            name
            published
            itemCount
          }
        }
      }
    }
  }
`;

const ExportQuery = graphql`
  query MenusPageExportQuery($format: MenuExportFormat!) {
    myMenuExport(format: $format) {
      filename
      contentType
      content
      count
    }
  }
`;

export function loader() {
  return loadRouteQuery<MenusPageQueryType>('menus', MenusPageQuery, {}, { fetchPolicy: 'store-and-network' });
}

export default function MenusPage() {
  const queryRef = useLoaderData() as PreloadedQuery<MenusPageQueryType>;
  return (
    <div className="pb-8">
      <title>Menus · Repour</title>
      <PageHeader title="Menus" back="/profile" />
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => (
          <p role="alert" className="px-4 text-destructive">
            {error.message}
          </p>
        )}
      >
        <Suspense fallback={<Skeleton className="mx-4 h-40 rounded-2xl" />}>
          <Menus queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Menus({ queryRef }: { queryRef: PreloadedQuery<MenusPageQueryType> }) {
  const { viewer } = usePreloadedQuery<MenusPageQueryType>(MenusPageQuery, queryRef);
  if (!viewer) return null;
  if (viewer.profileType !== 'bar' && viewer.profileType !== 'brand')
    return (
      <div className="flex flex-col items-start gap-4 px-4">
        <p className="text-muted-foreground">{MENU_MESSAGES.accountsOnly}</p>
        <Button asChild variant="outline">
          <Link to="/profile">
            <ChevronLeftIcon aria-hidden="true" />
            Back to profile
          </Link>
        </Button>
      </div>
    );
  const menus = viewer.menus.edges.map((edge) => edge.node);
  return (
    <div className="flex flex-col gap-4 px-4">
      {menus.length === 0 ? <p className="text-muted-foreground">No menus yet. Name your first one below.</p> : null}
      <ul className="flex flex-col gap-3" aria-label="Your menus">
        {menus.map((menu) => (
          <li key={menu.id} className="flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-xs">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{menu.name}</p>
              <p className="text-sm text-muted-foreground">
                {countOf(menu.itemCount, 'item')} · {menu.published ? 'Published' : <Badge variant="secondary">Draft</Badge>}
              </p>
            </div>
            <Button asChild variant="ghost" size="sm">
              <Link to={`/menus/${menu.databaseId}`} aria-label={`Open ${menu.name}`}>
                <ExternalLinkIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={`/profile/menus/${menu.databaseId}`} aria-label={`Edit ${menu.name}`}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      {menus.length < ACCOUNT_CAPS.menus.max ? <NewMenu /> : <p className="text-sm text-muted-foreground">{ACCOUNT_CAPS.menus.message}</p>}
      {menus.length > 0 ? <ExportMenus /> : null}
    </div>
  );
}

function NewMenu() {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, isCreating] = useCreateMenuMutation();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = menuFormSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create(
      { name: parsed.data.name },
      { onCreated: (databaseId) => void navigate(`/profile/menus/${databaseId}`), onFields: (fields) => setError(fields.name ?? null) },
    );
  };
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">New menu</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <Field id={id} label="Menu name" error={error}>
            <Input
              id={id}
              value={name}
              maxLength={MENU_NAME_MAX}
              placeholder="Cocktails"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={isCreating}>
            <PlusIcon aria-hidden="true" />
            {isCreating ? 'Creating...' : 'Create menu'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Saves a text as a file the browser downloads. */
function download(filename: string, contentType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${contentType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ExportMenus() {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState<MenuExportFormat | null>(null);
  const exportAs = async (format: MenuExportFormat) => {
    setBusy(format);
    try {
      // Named token: the file always comes from the server and is never kept on the device.
      const data = await fetchQuery<MenusPageExportQuery>(
        environment,
        ExportQuery,
        { format },
        { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { authToken: readAuthToken() ?? undefined } } },
      ).toPromise();
      if (!data) throw new Error('no answer');
      download(data.myMenuExport.filename, data.myMenuExport.contentType, data.myMenuExport.content);
      toast.success(`Exported ${countOf(data.myMenuExport.count, 'menu')}`);
    } catch {
      toast.error('Failed to export the menus');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Export your menus</CardTitle>
        <CardDescription>Every menu, drafts included: JSON (documented, versioned) or CSV for a spreadsheet.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={busy !== null} onClick={() => void exportAs('json')}>
          <DownloadIcon aria-hidden="true" />
          {busy === 'json' ? 'Exporting...' : 'Export JSON'}
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => void exportAs('csv')}>
          <DownloadIcon aria-hidden="true" />
          {busy === 'csv' ? 'Exporting...' : 'Export CSV'}
        </Button>
      </CardContent>
    </Card>
  );
}
