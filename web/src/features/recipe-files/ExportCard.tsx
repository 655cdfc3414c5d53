import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { readAuthToken } from '@/lib/session-storage';
import { countOf } from '@common/plural';
import type { ExportCardQuery, CocktailExportFormat } from './__generated__/ExportCardQuery.graphql';
import { EXPORT_FAILED } from './recipe-files-text';
import { actionErrorText } from '@/relay/fetch-graphql';

const query = graphql`
  query ExportCardQuery($format: CocktailExportFormat!, $offset: Int) {
    myCocktailExport(format: $format, offset: $offset) {
      filename
      contentType
      content
      count
      nextOffset
    }
  }
`;

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

/** The member's own cocktails as JSON (which an import reads back) or CSV, in files of 500. */
export function ExportCard() {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState<CocktailExportFormat | null>(null);

  const exportAs = async (format: CocktailExportFormat) => {
    setBusy(format);
    let total = 0;
    try {
      for (let offset: number | null = 0; offset !== null;) {
        // Named token: the file always comes from the server and is never kept on the device.
        const data: ExportCardQuery['response'] | undefined = await fetchQuery<ExportCardQuery>(
          environment,
          query,
          { format, offset },
          { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { authToken: readAuthToken() ?? undefined } } },
        ).toPromise();
        if (!data) throw new Error('no answer');
        const file: ExportCardQuery['response']['myCocktailExport'] = data.myCocktailExport;
        download(file.filename, file.contentType, file.content);
        total += file.count;
        offset = file.nextOffset ?? null;
      }
      toast.success(`Exported ${countOf(total, 'cocktail')}`);
    } catch (error) {
      toast.error(actionErrorText(error as Error, EXPORT_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Export your cocktails</CardTitle>
        <CardDescription>
          Every cocktail you created, private ones included. A JSON file can be imported again; a CSV file opens in a spreadsheet.
        </CardDescription>
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
