// The browser the end-to-end tests (playwright.config.ts) and the phone benchmark (bench/web.ts) drive:
// Debian's Chromium, never a downloaded one, headless on a 2-core machine shared with the server.
import { fileURLToPath } from 'node:url';

/** Debian's Chromium (`apt-get install -y chromium`). */
export const debianChromium = '/usr/bin/chromium';

/**
 * A script that runs the Chromium named by its environment's CHROMIUM_BINARY (debianChromium) with
 * repeated --disable-features and --enable-features switches merged into one each (Chromium keeps only the
 * last). For Playwright, which passes its own disabled features before these flags; Puppeteer merges them
 * itself.
 */
export const chromiumMergingFeatures = fileURLToPath(new URL('./chromium-merging-features', import.meta.url));

/** The flags both pass, beside their own. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Each new window of the desktop browser (every test's context, every Lighthouse run) starts its address
  // bar's popup as a WebUI page in a renderer of its own: about half a second of CPU per window, taken
  // from the page under test and the server on two cores. A phone's browser has no such page.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
