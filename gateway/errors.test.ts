import { describe, expect, it } from 'vitest';
import { RateLimitedError, rateLimitedMessage } from './errors';

describe('a limit reached', () => {
  it('says a short wait is a moment, and a longer one in minutes or hours', () => {
    expect(rateLimitedMessage(1)).toBe('Too many attempts. Please wait a moment and try again.');
    expect(rateLimitedMessage(60)).toBe('Too many attempts. Please wait a moment and try again.');
    expect(rateLimitedMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitedMessage(3000)).toBe('Too many attempts. Please try again in 50 minutes.');
    expect(rateLimitedMessage(86_400)).toBe('Too many attempts. Please try again in 24 hours.');
    expect(rateLimitedMessage(5400)).toBe('Too many attempts. Please try again in 2 hours.');
  });

  it('is what the error says unless a limit gives its own words', () => {
    expect(new RateLimitedError(3599).message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(new RateLimitedError(3599, 'Too many live updates.').message).toBe('Too many live updates.');
  });
});
