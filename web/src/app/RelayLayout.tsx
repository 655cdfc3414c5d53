import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet } from 'react-router-dom';
import { environment } from '@/relay/environment';

/**
 * Every page under the Relay environment. A layout route of its own, loaded with the first page: Relay is
 * the largest part of the app's JavaScript, and the entry (the router, the splash, the sign-in check)
 * does not need it.
 */
export function RelayLayout() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
