import { describe, expect, it } from 'vitest';
import { cityKey } from '../common/hiring';
import { cocktailIngredientsSearchText, toSearchText, userSearchText, venueSearchText } from '../common/search-text';
import { loadBarAssistant } from '../prisma/seed/import';
import { generateBenchData, generateVenues, scaledSizes } from './generate';
import { createRandom } from './random';

describe('the benchmark data generator', () => {
  it('writes the same rows for the same seed, and other rows for another', async () => {
    const { ingredients } = await loadBarAssistant();
    const sizes = scaledSizes(0.002);
    const first = generateBenchData('repour', sizes, ingredients);
    expect(generateBenchData('repour', sizes, ingredients)).toEqual(first);
    expect(generateBenchData('other', sizes, ingredients).cocktails.map((c) => c.name)).not.toEqual(first.cocktails.map((c) => c.name));
    expect(first.cocktails).toHaveLength(200);
    expect(first.members).toHaveLength(200);
    expect(first.follows).toHaveLength(2000);
  });

  it("keeps to the venues' unique indexes at full scale: one venue per name and city, one per bar account", () => {
    const barMemberIds = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const venues = generateVenues(createRandom('repour:venues'), scaledSizes(1).venues, barMemberIds);
    expect(new Set(venues.map((venue) => venue.searchText)).size).toBe(venues.length);
    const owners = venues.flatMap((venue) => (venue.ownerId === null ? [] : [venue.ownerId]));
    expect(owners.length).toBeGreaterThan(1000);
    expect(new Set(owners).size).toBe(owners.length);
  });

  it('fills the search columns exactly as the app writes them', async () => {
    const { ingredients: bases } = await loadBarAssistant();
    const data = generateBenchData('repour', scaledSizes(0.002), bases);
    const names = new Map(data.ingredients.map((ingredient) => [ingredient.id, ingredient.name]));
    for (const member of data.members) expect(member.searchText).toBe(userSearchText(member));
    for (const venue of data.venues) expect(venue.searchText).toBe(venueSearchText(venue));
    for (const ingredient of data.ingredients) expect(ingredient.nameSearch).toBe(toSearchText(ingredient.name));
    for (const cocktail of data.cocktails) {
      expect(cocktail.nameSearch).toBe(toSearchText(cocktail.name));
      const lines = data.lines.filter((line) => line.cocktailId === cocktail.id).sort((a, b) => a.orderIndex - b.orderIndex);
      expect(cocktail.ingredientsSearch).toBe(cocktailIngredientsSearchText(lines.map((line) => names.get(line.ingredientId)!)));
    }
    // Accents are there to fold, and follows are distinct pairs of two different members.
    expect(
      data.members.some(
        (member) => toSearchText(member.firstName + member.lastName) !== (member.firstName + member.lastName).toLowerCase(),
      ),
    ).toBe(true);
    const pairs = new Set(data.follows.map((follow) => `${follow.followerId}:${follow.followingId}`));
    expect(pairs.size).toBe(data.follows.length);
    expect(data.follows.every((follow) => follow.followerId !== follow.followingId)).toBe(true);
    // One member is followed by every other one (the huge followers list bench/api.ts pages).
    const followers = new Map<number, number>();
    for (const follow of data.follows) followers.set(follow.followingId, (followers.get(follow.followingId) ?? 0) + 1);
    expect(Math.max(...followers.values())).toBe(data.members.length - 1);
  });

  it('marks members open to work as the triggers would: a verified position, their specialties, their cities', async () => {
    const { ingredients: bases } = await loadBarAssistant();
    const data = generateBenchData('repour', scaledSizes(0.01), bases);
    expect(data.openToWork.length).toBeGreaterThan(0);
    const members = new Map(data.members.map((member) => [member.id, member]));
    for (const row of data.openToWork) {
      const member = members.get(row.userId)!;
      expect(member.profileType).toBe('bartender');
      const verified = data.workEntries.some((entry) => entry.userId === row.userId && entry.verificationStatus === 'verified');
      expect(row.hasVerifiedPosition).toBe(verified);
      expect(row.specialtyKeys).toEqual([...new Set(member.specialties.map((specialty) => specialty.toLowerCase()))]);
      expect(row.cityKeys).toEqual(row.cities.map(cityKey));
      expect(row.roles.length).toBeGreaterThan(0);
    }
    expect(data.openToWork.some((row) => row.hasVerifiedPosition)).toBe(true);
    expect(data.openToWork.some((row) => !row.hasVerifiedPosition)).toBe(true);
  });
});
