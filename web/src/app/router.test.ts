// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appRoutes, modulesBeforeScreen } from '@common/app-routes';
import { loadableModules } from './router';

describe('the router and the route table', () => {
  it('loads exactly the modules the route table names: each its own chunk, and no other file made one', () => {
    const named = new Set(appRoutes.flatMap((route) => modulesBeforeScreen(route)));
    expect(new Set(loadableModules)).toEqual(named);
  });
});
