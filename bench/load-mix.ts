// What bench:load (bench/load.ts) sends: the web client's own operations, as it posts them. Reads are
// the screens of bench/screens.ts (each Relay artifact's `params.text` with the route loader's
// variables, signed in as the screen's account); writes are the client's mutation artifacts (follow and
// unfollow, like and unlike, createCocktail) with the variables its components pass. No hand-written
// query: a shape the client does not send is not one to measure, nor to tune.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ConnectionHandler, type ConcreteRequest } from 'relay-runtime';
import FollowMutation from '../web/src/components/__generated__/FollowMutation.graphql';
import LikeCocktailMutation from '../web/src/components/__generated__/LikeCocktailMutation.graphql';
import UnfollowMutation from '../web/src/components/__generated__/UnfollowMutation.graphql';
import UnlikeCocktailMutation from '../web/src/components/__generated__/UnlikeCocktailMutation.graphql';
import { cocktailInputFrom, emptyCocktailForm, newRow } from '../web/src/components/cocktail-form/form-state';
import CreateCocktailMutation from '../web/src/features/create/__generated__/CreateCocktailMutation.graphql';
import { SCREENS, type Screen } from './screens';

/**
 * Each screen's share of the requests, out of 100 (the writes have the other 10). A guess at what
 * members open, not a measurement: the home feed and cocktails' details most, the list and search next,
 * each account's own screens and other members' profiles a few in a hundred.
 */
export const READ_SHARES: Record<string, number> = {
  'app-home': 15,
  'app-detail': 19,
  'app-list': 7,
  // The list in the filter sheet's other orders, and My Bar's two lists: a few in a hundred together.
  'app-list-newest': 1,
  'app-list-top_rated': 1,
  'app-list-most_liked': 1,
  'app-list-most_repoured': 1,
  'app-can-make': 1,
  'app-missing-one': 1,
  'app-search': 8,
  'app-notifications': 6,
  'app-top10': 4,
  'app-own-barfly': 2,
  'app-own-bartender': 2,
  'app-own-venue': 2,
  'app-own-brand': 2,
  'app-public-barfly': 2,
  'app-public-bartender': 2,
  'app-public-venue': 2,
  'app-public-brand': 2,
  'app-people': 2,
  'app-gigs': 2,
  'app-events': 2,
  'app-followers': 1,
  'app-following': 2,
};

/** The writes: a member taps Follow (then Unfollow), Like (then Unlike), or saves a new cocktail. */
export const WRITE_SHARES = { 'follow/unfollow': 4, 'like/unlike': 5, create: 1 } as const;
export type WriteGroup = keyof typeof WRITE_SHARES;

/** What one request is, by the name the report gives it: a screen's key, or the write's. */
export type Kind = string;

export interface MixEntry {
  /** The name `--only` matches and the mix prints: a screen's key, or a write group. */
  name: string;
  share: number;
  screen?: Screen;
  write?: WriteGroup;
}

/** The whole mix, every screen of bench/screens.ts and every write, in the report's order. */
export function loadMix(): MixEntry[] {
  const missing = SCREENS.filter((screen) => READ_SHARES[screen.key] === undefined).map((screen) => screen.key);
  if (missing.length) throw new Error(`bench/load-mix.ts: no share for the screen(s) ${missing.join(', ')}`);
  return [
    ...SCREENS.map((screen) => ({ name: screen.key, share: READ_SHARES[screen.key], screen })),
    ...Object.entries(WRITE_SHARES).map(([write, share]) => ({ name: write, share, write: write as WriteGroup })),
  ];
}

/** The entries `--only` names: each a comma-separated prefix of entries' names ("app-own", "like"). */
export function onlyMix(mix: MixEntry[], only: string | undefined): MixEntry[] {
  if (!only) return mix;
  const prefixes = only.split(',').filter(Boolean);
  const chosen = mix.filter((entry) => prefixes.some((prefix) => entry.name.startsWith(prefix)));
  if (!chosen.length) throw new Error(`--only matches none of ${mix.map((entry) => entry.name).join(', ')}`);
  return chosen;
}

/** The body the client posts (web/src/relay/fetch-graphql.ts): the artifact's text, its name, the variables. */
export function operationBody(operation: ConcreteRequest, variables: Record<string, unknown>): string {
  return JSON.stringify({ query: operation.params.text, operationName: operation.params.name, variables });
}

/** FollowButton's follow or unfollow of a member (their global id, as the client holds it). */
export function followBody(follow: boolean, memberId: number): string {
  return operationBody(follow ? FollowMutation : UnfollowMutation, { input: { userId: encodeGlobalID('User', memberId) } });
}

/** LikeButton's like or unlike of a cocktail. */
export function likeBody(like: boolean, cocktailId: number): string {
  return operationBody(like ? LikeCocktailMutation : UnlikeCocktailMutation, {
    input: { cocktailId: encodeGlobalID('Cocktail', cocktailId) },
  });
}

/**
 * The create screen's save: the CocktailInput its form sends (cocktailInputFrom of the form's state, as
 * CreateCocktailPage does) for a recipe of known ingredients, and the connection of the member's own
 * cocktails the new one is prepended to (a client-side variable the server ignores, but the client sends).
 */
export function createBody(name: string, ingredients: readonly string[], viewerId: number): string {
  const [spirit = 'Gin', citrus = spirit, sweet = citrus] = ingredients;
  const input = cocktailInputFrom({
    ...emptyCocktailForm(),
    iAmCreator: true,
    name,
    ingredients: [
      newRow({ amount: '50', unit: 'ml', ingredient: spirit }),
      newRow({ amount: '25', unit: 'ml', ingredient: citrus }),
      newRow({ amount: '15', unit: 'ml', ingredient: sweet }),
    ],
    garnish: 'Lemon twist',
    directions: 'Shake with ice; strain into a chilled glass.',
    glassware: 'Coupe',
    categories: ['Sour'],
  });
  const profileConnections = [ConnectionHandler.getConnectionID(encodeGlobalID('User', viewerId), 'ProfileCocktails_cocktails')];
  return operationBody(CreateCocktailMutation, { input, profileConnections });
}

/**
 * The server's per-member write limits (gateway/rate-limit.ts), kept under by the bench so that no
 * measured request is a refusal: a write a member has no room for is sent by another member, or becomes
 * a read (and is counted as held back).
 */
export const WRITE_BUDGET = {
  /** togglesPerMemberPerMinute is 60: likes, unlikes, follows, unfollows in any 60 s. */
  togglesPerMinute: 50,
  /** followsPerMember is 120 an hour (follows and unfollows). */
  follows: 100,
  /** likesPerMember is 300 an hour. */
  likes: 250,
  /** catalogWritesPerMember is 120 an hour. */
  creates: 90,
};

/** One member's writes so far (the bench runs for well under the limits' hour). */
export class WriteBudget {
  private readonly toggles: number[] = [];
  follows = 0;
  likes = 0;
  creates = 0;

  /** Takes room for one write of the group now, or says there is none. */
  take(group: WriteGroup, now = Date.now()): boolean {
    if (group === 'create') {
      if (this.creates >= WRITE_BUDGET.creates) return false;
      this.creates++;
      return true;
    }
    while (this.toggles.length && this.toggles[0] <= now - 60_000) this.toggles.shift();
    if (this.toggles.length >= WRITE_BUDGET.togglesPerMinute) return false;
    if (group === 'follow/unfollow') {
      if (this.follows >= WRITE_BUDGET.follows) return false;
      this.follows++;
    } else {
      if (this.likes >= WRITE_BUDGET.likes) return false;
      this.likes++;
    }
    this.toggles.push(now);
    return true;
  }
}
