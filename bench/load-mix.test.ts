// bench:load's mix (bench/load-mix.ts) and its copy of the bench data (bench/gateway.ts copyDatabase).
// The mix must hold every screen bench/screens.ts defines and send the client's own mutation texts, and
// its writes must stay inside the server's per-member limits, or the bench would measure refusals.
// The copy must refuse, saying why, while someone else is connected to the template. Whether each kind
// answers without errors against the real server is checked by bench:load itself before it measures.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkCocktailInput } from '../common/cocktail-rules';
import { RATE_LIMITS } from '../gateway/rate-limit';
import { dropDatabase } from '../gateway/testing/postgres';
import FollowMutation from '../web/src/components/__generated__/FollowMutation.graphql';
import UnlikeCocktailMutation from '../web/src/components/__generated__/UnlikeCocktailMutation.graphql';
import CreateCocktailMutation from '../web/src/features/create/__generated__/CreateCocktailMutation.graphql';
import { copyDatabase } from './gateway';
import { createBody, followBody, likeBody, loadMix, onlyMix, WRITE_BUDGET, WriteBudget } from './load-mix';
import { SCREENS } from './screens';

describe("bench:load's mix", () => {
  it('holds every screen and every write, shares out of 100', () => {
    const mix = loadMix();
    expect(mix.filter((entry) => entry.screen).map((entry) => entry.name)).toEqual(SCREENS.map((screen) => screen.key));
    expect(mix.filter((entry) => entry.write).map((entry) => entry.name)).toEqual(['follow/unfollow', 'like/unlike', 'create']);
    expect(mix.reduce((sum, entry) => sum + entry.share, 0)).toBe(100);
    expect(mix.every((entry) => Number.isInteger(entry.share) && entry.share > 0)).toBe(true);
  });

  it('--only chooses by prefixes of the names', () => {
    const mix = loadMix();
    expect(onlyMix(mix, 'app-own,like').map((entry) => entry.name)).toEqual([
      'app-own-barfly',
      'app-own-bartender',
      'app-own-venue',
      'app-own-brand',
      'like/unlike',
    ]);
    expect(onlyMix(mix, undefined)).toBe(mix);
    expect(() => onlyMix(mix, 'api list')).toThrow(/matches none/);
  });

  it("sends the client's mutation texts, with a cocktail the create rules accept", () => {
    const follow = JSON.parse(followBody(true, 7));
    expect(follow).toMatchObject({ query: FollowMutation.params.text, operationName: 'FollowMutation' });
    expect(Buffer.from(follow.variables.input.userId, 'base64').toString()).toBe('User:7');
    const unlike = JSON.parse(likeBody(false, 9));
    expect(unlike.query).toBe(UnlikeCocktailMutation.params.text);
    expect(Buffer.from(unlike.variables.input.cocktailId, 'base64').toString()).toBe('Cocktail:9');
    const create = JSON.parse(createBody('Load Sour 1', ['Gin', 'Lemon Juice', 'Simple Syrup'], 3));
    expect(create.query).toBe(CreateCocktailMutation.params.text);
    expect(create.variables.profileConnections).toHaveLength(1);
    expect(checkCocktailInput(create.variables.input, 'create')).toMatchObject({ ok: true });
  });

  it("keeps each member's writes inside the server's limits", () => {
    expect(WRITE_BUDGET.togglesPerMinute).toBeLessThan(RATE_LIMITS.togglesPerMemberPerMinute.points);
    expect(WRITE_BUDGET.follows).toBeLessThan(RATE_LIMITS.followsPerMember.points);
    expect(WRITE_BUDGET.likes).toBeLessThan(RATE_LIMITS.likesPerMember.points);
    expect(WRITE_BUDGET.creates).toBeLessThan(RATE_LIMITS.catalogWritesPerMember.points);
    const budget = new WriteBudget();
    const start = Date.UTC(2026, 10, 29);
    const taken: number[] = [];
    // Two toggles a second for five minutes: at most togglesPerMinute in any 60 s, follows within their limit.
    for (let tick = 0; tick < 600; tick++) {
      const now = start + tick * 500;
      if (budget.take(tick % 2 ? 'like/unlike' : 'follow/unfollow', now)) taken.push(now);
    }
    const mostInAMinute = Math.max(...taken.map((at) => taken.filter((other) => other > at - 60_000 && other <= at).length));
    expect(mostInAMinute).toBe(WRITE_BUDGET.togglesPerMinute);
    expect(budget.follows).toBe(WRITE_BUDGET.follows);
    let creates = 0;
    while (budget.take('create', start)) creates++;
    expect(creates).toBe(WRITE_BUDGET.creates);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('copyDatabase (PostgreSQL)', () => {
  it('copies a template nobody else uses, and says who is connected otherwise', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
    const template = `repour_bench_lt_${suffix}`;
    const copy = `repour_bench_lc_${suffix}`;
    const urlOf = (name: string) => {
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    };
    await copyDatabase(base, template, 'template1');
    try {
      const holder = new pg.Client({ connectionString: urlOf(template), application_name: 'someone-benching' });
      await holder.connect();
      try {
        await holder.query('CREATE TABLE marker (n int); INSERT INTO marker VALUES (38)');
        await expect(copyDatabase(base, copy, template, { waitSeconds: 0 })).rejects.toThrow(
          /nobody else is connected to it, and there are 1 other connection\(s\) to repour_bench_lt_\w+ \(someone-benching from/,
        );
      } finally {
        await holder.end();
      }
      await copyDatabase(base, copy, template, { waitSeconds: 10 });
      const reader = new pg.Client({ connectionString: urlOf(copy) });
      await reader.connect();
      try {
        expect((await reader.query('SELECT n FROM marker')).rows).toEqual([{ n: 38 }]);
      } finally {
        await reader.end();
      }
    } finally {
      await dropDatabase(base, copy);
      await dropDatabase(base, template);
    }
  });
});
