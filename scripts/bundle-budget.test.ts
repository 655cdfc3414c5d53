import { describe, expect, it } from 'vitest';
import { appRoutes, modulesBeforeScreen, RELAY_LAYOUT_MODULE, SHELL_LAYOUT_MODULE } from '../common/app-routes';
import {
  budgetMessage,
  duplicatedPackages,
  firstScreenJs,
  firstScreensMessage,
  initialJs,
  routePreloads,
  type BudgetChunk,
} from './bundle-budget';

const chunk = (fileName: string, code: string, extra: Partial<BudgetChunk> = {}): BudgetChunk => ({
  type: 'chunk',
  fileName,
  code,
  imports: [],
  ...extra,
});

describe('the initial JS budget', () => {
  const bundle: Record<string, BudgetChunk> = {
    'assets/index.js': chunk('assets/index.js', 'entry'.repeat(100), {
      isEntry: true,
      facadeModuleId: '/app/web/index.html',
      imports: ['assets/react.js', 'assets/shared.js'],
    }),
    'assets/react.js': chunk('assets/react.js', 'react'.repeat(100), { imports: ['assets/shared.js'] }),
    'assets/shared.js': chunk('assets/shared.js', 'shared'),
    'assets/route.js': chunk('assets/route.js', 'lazy route'.repeat(1000), { imports: ['assets/shared.js'] }),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  };

  it('counts the entry of index.html and its static imports once each, not the lazy routes', () => {
    const result = initialJs(bundle);
    expect(result.files.map((file) => file.fileName)).toEqual(['assets/index.js', 'assets/react.js', 'assets/shared.js']);
    expect(result.gzipBytes).toBe(result.files.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it('passes within the budget and fails over it, or when no entry is found', () => {
    const result = initialJs(bundle);
    expect(budgetMessage(result, 250).ok).toBe(true);
    expect(budgetMessage(result, result.gzipBytes / 1024 - 0.01)).toMatchObject({ ok: false, text: expect.stringContaining('OVER') });
    expect(budgetMessage(initialJs({}), 250).ok).toBe(false);
  });
});

describe('the first screens budget', () => {
  const bundle: Record<string, BudgetChunk> = {
    'assets/index.js': chunk('assets/index.js', 'entry'.repeat(100), {
      isEntry: true,
      facadeModuleId: '/app/web/index.html',
      imports: ['assets/shared.js'],
    }),
    'assets/shared.js': chunk('assets/shared.js', 'shared'),
    'assets/Layout.js': chunk('assets/Layout.js', 'layout'.repeat(50), {
      facadeModuleId: '/app/web/src/app/Layout.tsx',
      imports: ['assets/relay.js'],
    }),
    'assets/relay.js': chunk('assets/relay.js', 'relay'.repeat(300)),
    'assets/Page.js': chunk('assets/Page.js', 'page'.repeat(80), {
      facadeModuleId: '/app/web/src/features/Page.tsx',
      imports: ['assets/shared.js', 'assets/relay.js'],
      // A dialog loaded on a tap is a dynamic import: not counted.
    }),
    'assets/Dialog.js': chunk('assets/Dialog.js', 'dialog'.repeat(900), { facadeModuleId: '/app/web/src/features/Dialog.tsx' }),
  };

  it("counts the entry, the named modules' chunks and their static imports, each once", () => {
    const result = firstScreenJs(bundle, ['app/Layout.tsx', 'features/Page.tsx']);
    expect(result.files.map((file) => file.fileName).sort()).toEqual([
      'assets/Layout.js',
      'assets/Page.js',
      'assets/index.js',
      'assets/relay.js',
      'assets/shared.js',
    ]);
  });

  it('fails a screen over the budget, or one whose module has no chunk, and names each screen', () => {
    const page = firstScreenJs(bundle, ['app/Layout.tsx', 'features/Page.tsx']);
    const screens = { '/page': ['app/Layout.tsx', 'features/Page.tsx'] };
    expect(firstScreensMessage(bundle, screens, 250)).toMatchObject({ ok: true, text: expect.stringContaining('First screen /page') });
    expect(firstScreensMessage(bundle, screens, page.gzipBytes / 1024 - 0.01).ok).toBe(false);
    expect(firstScreenJs(bundle, ['features/Missing.tsx']).files).toEqual([]);
    expect(firstScreensMessage(bundle, { '/missing': ['features/Missing.tsx'] }, 250).ok).toBe(false);
  });
});

describe('packages bundled twice', () => {
  it('names a package whose modules come from two folders of node_modules, and nothing else', () => {
    const bundle: Record<string, BudgetChunk> = {
      'assets/index.js': chunk('assets/index.js', '', {
        moduleIds: [
          '/app/node_modules/@radix-ui/react-slot/dist/index.mjs',
          '/app/node_modules/react/index.js',
          '/app/node_modules/react/cjs/react.production.js',
          '/app/web/src/main.tsx',
        ],
      }),
      'assets/sheet.js': chunk('assets/sheet.js', '', {
        moduleIds: [
          '/app/node_modules/@radix-ui/react-dialog/node_modules/@radix-ui/react-slot/dist/index.mjs',
          '\0vite/preload-helper.js',
        ],
      }),
    };
    expect(duplicatedPackages(bundle)).toEqual([
      {
        name: '@radix-ui/react-slot',
        folders: ['/app/node_modules/@radix-ui/react-dialog/node_modules/@radix-ui/react-slot', '/app/node_modules/@radix-ui/react-slot'],
      },
    ]);
  });
});

describe('the route preloads the build writes for the server', () => {
  // A build of the real route table: each module of modulesBeforeScreen has a chunk; two share one.
  const modules = [...new Set(appRoutes.flatMap((route) => modulesBeforeScreen(route)))];
  const name = (module: string) => `assets/${module.replaceAll('/', '_')}.js`;
  const bundle: Record<string, BudgetChunk> = {
    'assets/index.js': chunk('assets/index.js', 'entry', {
      isEntry: true,
      facadeModuleId: '/app/web/index.html',
      imports: ['assets/react.js'],
    }),
    'assets/react.js': chunk('assets/react.js', 'react'),
    'assets/relay.js': chunk('assets/relay.js', 'relay', { imports: ['assets/react.js'] }),
    ...Object.fromEntries(
      modules.map((module) => [
        name(module),
        chunk(name(module), module, { facadeModuleId: `/app/web/src/${module}`, imports: ['assets/react.js', 'assets/relay.js'] }),
      ]),
    ),
  };

  it("names per route its layouts' and its module's chunks with their static imports, leaving out what index.html loads", () => {
    const preloads = routePreloads(bundle);
    expect(Object.keys(preloads)).toEqual(appRoutes.map((route) => route.id));
    expect(preloads.login).toEqual([`/${name(RELAY_LAYOUT_MODULE)}`, '/assets/relay.js', '/assets/features_auth_LoginPage.tsx.js']);
    expect(preloads.cocktails).toEqual([
      `/${name(RELAY_LAYOUT_MODULE)}`,
      '/assets/relay.js',
      `/${name(SHELL_LAYOUT_MODULE)}`,
      '/assets/features_cocktails_CocktailListPage.tsx.js',
    ]);
  });

  it('names no chunk for a route whose module the bundle does not have, which fails the build', () => {
    const { [name('features/auth/LoginPage.tsx')]: _login, ...withoutLogin } = bundle;
    expect(routePreloads(withoutLogin).login).toEqual([]);
  });
});
