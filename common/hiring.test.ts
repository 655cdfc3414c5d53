import { describe, expect, it } from 'vitest';
import {
  canBeOpenToWork,
  canonicalCity,
  cityKey,
  isHiringAccount,
  rolesLine,
  verifiedByText,
  WORK_ROLE_LABELS,
  WORK_ROLES,
} from './hiring';

describe('the roles', () => {
  it('are the seven of the issue, each with its label', () => {
    expect(WORK_ROLES.map((role) => WORK_ROLE_LABELS[role])).toEqual([
      'Bartender',
      'Bar back',
      'Head bartender',
      'Bar manager',
      'Brand ambassador',
      'Consultant',
      'Event staff',
    ]);
    expect(rolesLine(['head_bartender', 'consultant'])).toBe('Head bartender · Consultant');
    expect(verifiedByText('The Connaught Bar', 'Connaught')).toBe('Verified by The Connaught Bar');
    expect(verifiedByText(null, 'Hotel Bar')).toBe('Verified by Hotel Bar');
  });
});

describe('a city', () => {
  it('is a built-in city by its full name when named by it or by its city, any case or accents', () => {
    expect(canonicalCity('london')).toBe('London, United Kingdom');
    expect(canonicalCity('  MEXICO   city ')).toBe('Mexico City, Mexico');
    expect(canonicalCity('new york, ny, usa')).toBe('New York, NY, USA');
    expect(canonicalCity('Pörto  ')).toBe('Pörto');
  });

  it('matches by its folded canonical name: what filters (and gigs) compare', () => {
    expect(cityKey('Tokyo')).toBe(cityKey('tokyo, japan'));
    expect(cityKey('Porto')).toBe(cityKey('PORTO'));
    expect(cityKey('São Paulo')).toBe('sao paulo');
    expect(cityKey('Paris')).not.toBe(cityKey('Paris, Texas'));
  });
});

describe('who takes part', () => {
  it('bartender accounts say they are open to work; venue and brand accounts and admins search them', () => {
    expect(['user', 'bartender', 'bar', 'brand', 'admin'].filter((type) => canBeOpenToWork(type as never))).toEqual(['bartender']);
    expect(isHiringAccount({ profileType: 'bar', isAdmin: false })).toBe(true);
    expect(isHiringAccount({ profileType: 'brand', isAdmin: false })).toBe(true);
    expect(isHiringAccount({ profileType: 'bartender', isAdmin: true })).toBe(true);
    expect(isHiringAccount({ profileType: 'bartender', isAdmin: false })).toBe(false);
    expect(isHiringAccount({ profileType: 'user', isAdmin: false })).toBe(false);
    expect(isHiringAccount(null)).toBe(false);
  });
});
