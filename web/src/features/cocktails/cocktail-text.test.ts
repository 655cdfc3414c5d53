import { describe, expect, it } from 'vitest';
import { creditedName, endOfListText, matchesText, moreIngredientsText, showingText, totalText } from './cocktail-text';

describe('the cocktail list texts', () => {
  it('reads "Showing 1st 100 cocktails" on a full first page', () => {
    expect(showingText(100)).toBe('Showing 1st 100 cocktails');
  });

  it('reads "Showing N cocktails" once more pages are loaded, or when the first page is short', () => {
    expect(showingText(200)).toBe('Showing 200 cocktails');
    expect(showingText(306)).toBe('Showing 306 cocktails');
    expect(showingText(42)).toBe('Showing 42 cocktails');
  });

  it('reads the singular for one cocktail', () => {
    expect(showingText(1)).toBe('Showing 1 cocktail');
    expect(totalText(1)).toBe('1 total cocktail in database');
    expect(endOfListText(1)).toBe("You've reached the end! 1 cocktail is now displayed.");
  });

  it('states the total and the end of the list', () => {
    expect(totalText(306)).toBe('306 total cocktails in database');
    expect(endOfListText(306)).toBe("You've reached the end! All 306 cocktails are now displayed.");
  });

  it("states how many cocktails match apart from the database's total", () => {
    expect(matchesText(37)).toBe('37 matches');
    expect(matchesText(1)).toBe('1 match');
    expect(matchesText(0)).toBe('0 matches');
    expect(totalText(363)).toBe('363 total cocktails in database');
  });

  it('counts the ingredients a card leaves out', () => {
    expect(moreIngredientsText(5, 3)).toBe('+2 more…');
    expect(moreIngredientsText(3, 3)).toBeNull();
    expect(moreIngredientsText(2, 2)).toBeNull();
  });

  it('credits the original creator, else the creator username, else Anonymous', () => {
    expect(creditedName('Harry Craddock', 'barassistant')).toBe('Harry Craddock');
    expect(creditedName(null, 'barassistant')).toBe('barassistant');
    expect(creditedName('  ', undefined)).toBe('Anonymous');
    expect(creditedName(null, null)).toBe('Anonymous');
  });
});
