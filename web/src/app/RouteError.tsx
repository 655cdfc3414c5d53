import { CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What a route shows when its module or loader fails (after the one automatic reload). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof TypeError
      ? // A module or request that could not be downloaded: the browser's wording names a file URL.
        'The app could not download this page. Check your connection, then reload.'
      : error instanceof Error
        ? error.message
        : 'Something went wrong.';
  return (
    <div className="flex flex-1 flex-col justify-center gap-4 px-4 py-10">
      <Alert variant="destructive" icon={<CircleAlertIcon />}>
        <AlertTitle>This page could not be shown</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RefreshCwIcon /> Reload
      </Button>
    </div>
  );
}
