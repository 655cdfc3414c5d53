import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features do not import each other (docs/engineering.md, issue 43): a piece two features use lives in
// web/src/components (UI), web/src/lib (logic) or web/src/relay (Relay helpers). One block per folder of
// web/src/features, so a new feature is covered without editing this file.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The only imports of another feature allowed, by importing file. Each is a screen that spreads another
 * feature's fragment in its query and renders that feature's section in place; moving the section to
 * components/ would take the feature's own screen (and its mutations) out of its folder.
 */
const FEATURE_IMPORT_EXCEPTIONS = {
  // The own profile shows a bar's Info, Events and Team tabs, a brand's Events, Partners and Campaigns
  // tabs, and an admin's venue-claim and verification queues, for the role being viewed.
  'web/src/features/profile/OwnProfilePage.tsx': [
    'brand/CampaignsTab',
    'brand/PartnersTab',
    'events/EventsTab',
    'venues/AdminVenueClaimsCard',
    'venues/BarInfoTab',
    'verification/AdminVerificationRequestsCard',
    'verification/TeamTab',
  ],
  // A bar's or brand's public profile lists its events.
  'web/src/features/profile/PublicProfilePage.tsx': ['events/EventsTab'],
  // The test proves a new cocktail lands in the list screen's connection, so it reads that query.
  'web/src/features/create/CreateCocktailMutation.test.ts': ['cocktails/__generated__/CocktailListPageQuery.graphql'],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** no-restricted-imports for a file of `feature`: another feature by `@/features/…` or by a relative path. */
function featureBoundary(feature, allowed = []) {
  const others = FEATURES.filter((name) => name !== feature).map(escapeRegex);
  const keep = [`${escapeRegex(feature)}/`, ...allowed.map((path) => `${escapeRegex(path)}$`)];
  const message = 'Features do not import each other: move what both use to components/, lib/ or relay/.';
  return [
    'error',
    {
      patterns: [
        { regex: `^@/features/(?!${keep.join('|')})`, message },
        { regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'web/.dist-*',
      'dist',
      'data',
      'gateway/generated',
      '**/__generated__/**',
      'test-results',
      'playwright-report',
      'tests/e2e/.output',
      'bench/.output',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches, or one handed where a plain callback is
    // expected (an onSubmit, a server's request listener), loses its failure silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': featureBoundary(feature) },
  })),
  ...Object.entries(FEATURE_IMPORT_EXCEPTIONS).map(([file, allowed]) => ({
    files: [file],
    rules: { 'no-restricted-imports': featureBoundary(file.split('/')[3], allowed) },
  })),
);
