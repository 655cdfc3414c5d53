// A stand-in for '@/relay/environment' in page tests: route loaders (loadRouteQuery) and the modules that
// import the app's one environment get a test environment instead (test-environment.ts). A test file
// swaps it in with
//   vi.mock('@/relay/environment', () => import('@/testing/relay-environment'));
// and renderPage() gives every test a fresh one.
import { createTestEnvironment, type TestEnvironment } from './test-environment';

let current: TestEnvironment = createTestEnvironment();
export let environment = current.environment;

export function createEnvironment() {
  return createTestEnvironment().environment;
}

/** A new, empty environment for the next page; the modules importing `environment` see it (a live binding). */
export function resetEnvironment(): TestEnvironment {
  current = createTestEnvironment();
  environment = current.environment;
  return current;
}
