// What the phone benchmarks (bench/web.ts: Lighthouse; bench/web-trace.ts: where the main thread goes)
// share: the three first screens, a new member to see two of them signed in, and the browser.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { writeLocalCertificate } from '../gateway/testing/tls';
import { chromiumFlags } from '../tests/e2e/support/chromium';
import SessionViewerQuery from '../web/src/app/session/__generated__/SessionViewerQuery.graphql';
import { sessionEntries, viewerFromResponse } from '../web/src/app/session/startup-check';
import SignUpMutation from '../web/src/features/auth/__generated__/SignUpMutation.graphql';
import { startBenchGateway } from './gateway';

/** The seeded admin of the bench server (startBenchGateway's `admin`), who invites the member. */
export const admin = { email: 'admin@bench.web', password: 'Bench-Web-Admin-2026!' };

export interface Page {
  name: string;
  path: string;
  /** Names the page on the command line (--page) and its saved reports. */
  slug: string;
  /** localStorage of a signed-in member (signedInStorage); none signed out. */
  storage?: Record<string, string>;
}

/** The bench's server as the phone reaches it. */
export interface Site {
  origin: string;
  /** How: "HTTPS, HTTP/2" or "HTTP/1.1". */
  protocol: string;
  /** Over HTTPS, the run's own certificate (PEM), and its public key's hash, which Chromium is told to trust. */
  certificate?: { cert: string; spkiHash: string };
  cleanup(): Promise<void>;
}

/**
 * The gateway on the demo data, as members reach it (decision 0087): HTTPS with HTTP/2, on a certificate
 * made for the run; with `http1`, plain HTTP/1.1, as `npm start` serves without a certificate.
 */
export async function startSite(name: string, options: { http1: boolean }): Promise<Site> {
  const tlsDir = options.http1 ? null : await mkdtemp(path.join(os.tmpdir(), `repour-bench-${name}-tls-`));
  const certificate = tlsDir ? await writeLocalCertificate(tlsDir) : null;
  const removeTls = () => (tlsDir ? rm(tlsDir, { recursive: true, force: true }) : Promise.resolve());
  const server = await startBenchGateway({ name, admin, env: certificate?.env }).catch(async (error: unknown) => {
    await removeTls();
    throw error;
  });
  return {
    origin: server.gateway.url,
    protocol: certificate ? 'HTTPS, HTTP/2' : 'HTTP/1.1',
    certificate: certificate ? { cert: certificate.cert, spkiHash: certificate.spkiHash } : undefined,
    cleanup: async () => {
      await server.cleanup();
      await removeTls();
    },
  };
}

export function graphql<T>(site: Site, body: unknown, token?: string): Promise<T> {
  const url = new URL('/graphql', site.origin);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ca: site.certificate?.cert,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const json = JSON.parse(text) as { data?: T; errors?: Array<{ message: string }> };
            if (json.data) resolve(json.data);
            else reject(new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`));
          } catch {
            reject(new Error(`GraphQL answered ${response.statusCode} with no JSON: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** A new barfly, signed up with an invite the seeded admin makes: their session token. */
async function newMember(site: Site): Promise<string> {
  const { logIn } = await graphql<{ logIn: { token?: string; message?: string } }>(site, {
    query: 'mutation($input: LogInInput!) { logIn(input: $input) { ... on AuthPayload { token } ... on Error { message } } }',
    variables: { input: { emailOrUsername: admin.email, password: admin.password } },
  });
  if (!logIn.token) throw new Error(`The seeded admin could not sign in: ${logIn.message}`);
  const { createInvites } = await graphql<{ createInvites: { invites: Array<{ code: string }> } }>(
    site,
    {
      query: 'mutation($input: CreateInvitesInput!) { createInvites(input: $input) { ... on CreateInvitesPayload { invites { code } } } }',
      variables: { input: { profileType: 'user', count: 1 } },
    },
    logIn.token,
  );
  const { signUp } = await graphql<{ signUp: { token?: string; message?: string } }>(site, {
    query: SignUpMutation.params.text,
    variables: {
      input: {
        inviteCode: createInvites.invites[0].code,
        firstName: 'Bench',
        lastName: 'Phone',
        email: 'phone@bench.web',
        password: 'Bench-Web-Member-2026!',
      },
    },
  });
  if (!signUp.token) throw new Error(`Sign-up failed: ${signUp.message}`);
  return signUp.token;
}

/** What the app's sign-in leaves in localStorage (startup-check.ts, sessionEntries): the token and the member. */
async function signedInStorage(site: Site, token: string): Promise<Record<string, string>> {
  const data = await graphql<unknown>(site, { query: SessionViewerQuery.params.text }, token);
  const viewer = viewerFromResponse({ data });
  if (!viewer) throw new Error('The new member is not signed in');
  return sessionEntries(token, viewer);
}

/** The three first screens: /login signed out, /cocktails and one recipe signed in as a new barfly. */
export async function firstScreens(site: Site): Promise<Page[]> {
  const token = await newMember(site);
  const { cocktails } = await graphql<{ cocktails: { edges: Array<{ node: { databaseId: number } }> } }>(
    site,
    { query: '{ cocktails(first: 1) { edges { node { databaseId } } } }' },
    token,
  );
  const recipe = cocktails.edges[0].node.databaseId;
  const storage = await signedInStorage(site, token);
  return [
    { name: '/login (signed out)', path: '/login', slug: 'login' },
    { name: '/cocktails (signed in)', path: '/cocktails', slug: 'cocktails', storage },
    { name: `/cocktails/${recipe} (signed in)`, path: `/cocktails/${recipe}`, slug: 'recipe', storage },
  ];
}

/** The pages named by --page (all when none is), or an error naming the unknown ones. */
export function chosenPages(pages: Page[], slugs: string[] | undefined): Page[] {
  const unknown = (slugs ?? []).filter((slug) => !pages.some((page) => page.slug === slug));
  if (unknown.length > 0) throw new Error(`--page: no page ${unknown.join(', ')} (${pages.map((page) => page.slug).join(', ')})`);
  return slugs ? pages.filter((page) => slugs.includes(page.slug)) : pages;
}

/**
 * Debian's Chromium, headless, with a new temporary profile: nothing cached, no service worker. Its
 * window is the phone's screen Lighthouse emulates (a Moto G Power's): in a window of Puppeteer's
 * default 800x600, the address bar's popup still starts its WebUI renderer despite chromiumFlags. Over
 * HTTPS it trusts the run's certificate by its public key, and no other.
 */
export function launchChromium(executablePath: string, site: Site): Promise<Browser> {
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      ...chromiumFlags,
      '--window-size=412,823',
      ...(site.certificate ? [`--ignore-certificate-errors-spki-list=${site.certificate.spkiHash}`] : []),
    ],
  });
}

/** A tab of the browser on the origin with the session (if any) in localStorage and the cache cleared. */
export async function openTab(browser: Browser, origin: string, page: Page) {
  const tab = await browser.newPage();
  if (page.storage) {
    // A static file of the origin, not the app: localStorage is the origin's, and nothing of the app loads.
    await tab.goto(`${origin}/favicon.svg`);
    await tab.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, page.storage);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  return tab;
}
