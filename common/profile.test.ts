import { describe, expect, it, vi } from 'vitest';
import {
  monthText,
  normalizeSpecialties,
  profileCompleteness,
  profileInputSchema,
  PROFILE_MESSAGES,
  roleOf,
  specialtiesError,
  specialtyLimit,
  toggleSpecialty,
} from './profile';

describe('specialty limits', () => {
  it('allow a bartender 3, the other professional types 1 and barflies none', () => {
    expect(['bartender', 'bar', 'brand', 'admin', 'user'].map((type) => specialtyLimit(type as never))).toEqual([3, 1, 1, 1, 0]);
  });

  it("refuse one too many with the spec's message, singular as the spec writes it for 1", () => {
    expect(specialtiesError(['Spirits', 'Tiki & Tropical'], 'bar')).toBe('You can only select up to 1 specialty');
    expect(specialtiesError(['A', 'B', 'C', 'D'], 'bartender')).toBe('You can only select up to 3 specialties');
    expect(specialtiesError(['A', 'B', 'C'], 'bartender')).toBeNull();
    expect(specialtiesError(['Spirits'], 'user')).toBe('Specialties are for professional accounts');
  });

  it("stop the preset buttons at 3 with their own message, and at the account type's limit", () => {
    const three = ['Craft Cocktails', 'Spirits', 'Wine Service'];
    expect(toggleSpecialty(three, 'Cost Control', 'bartender', 'preset')).toEqual({
      specialties: three,
      error: 'You can only select up to 3 specialties',
    });
    expect(toggleSpecialty(['Spirits'], 'Cost Control', 'brand', 'preset').error).toBe('You can only select up to 1 specialty');
    expect(toggleSpecialty(['Spirits'], 'Cost Control', 'brand', 'custom').error).toBe('You can only select up to 1 specialty');
  });

  it('deselect a preset tapped again, and ignore a custom duplicate in any case', () => {
    expect(toggleSpecialty(['Spirits', 'Wine Service'], 'Spirits', 'bartender', 'preset').specialties).toEqual(['Wine Service']);
    expect(toggleSpecialty(['Spirits'], '  spirits ', 'bartender', 'custom')).toEqual({ specialties: ['Spirits'], error: null });
    expect(toggleSpecialty(['Spirits'], '  Mezcal   Pairing ', 'bartender', 'custom').specialties).toEqual(['Spirits', 'Mezcal Pairing']);
  });

  it('are trimmed, with empty entries and duplicates dropped', () => {
    expect(normalizeSpecialties(['  Tiki & Tropical ', '', 'tiki & tropical', '  ', 'Spirits'])).toEqual(['Tiki & Tropical', 'Spirits']);
  });
});

describe('profile completeness', () => {
  const filled = { firstName: 'Ada', lastName: 'Lovelace', bio: 'Stirs things.', location: 'London, United Kingdom' };

  it('is the share of the four required fields that are filled', () => {
    expect(profileCompleteness({ ...filled, bio: ' ', location: null, profileType: 'bartender', workEntryCount: 0 })).toMatchObject({
      percent: 50,
      complete: false,
    });
    expect(profileCompleteness({ ...filled, profileType: 'user', workEntryCount: 0 })).toEqual({
      percent: 100,
      complete: true,
      missing: [],
    });
  });

  it('counts one work-history entry as a fifth item for bar and brand profiles', () => {
    expect(profileCompleteness({ ...filled, profileType: 'bar', workEntryCount: 0 })).toEqual({
      percent: 80,
      complete: false,
      missing: ['workHistory'],
    });
    expect(profileCompleteness({ ...filled, bio: '', profileType: 'brand', workEntryCount: 0 }).percent).toBe(60);
    expect(profileCompleteness({ ...filled, profileType: 'brand', workEntryCount: 1 }).complete).toBe(true);
  });
});

describe('displayed roles', () => {
  it('follow spec section 4: admins see the bartender view, anything unknown the barfly view, logged (section 8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(['user', 'bartender', 'bar', 'brand', 'admin', 'repairman'].map(roleOf)).toEqual([
      'barfly',
      'bartender',
      'bar',
      'brand',
      'bartender',
      'barfly',
    ]);
    expect(warn.mock.calls).toEqual([['No profile type matched for role: repairman']]);
    warn.mockRestore();
  });
});

describe('dates on profiles', () => {
  it('read a month with the en-US short month', () => {
    expect(monthText('2024-11')).toBe('Nov 2024');
  });
});

describe('a profile after a change', () => {
  it('refuses an emptied first or last name with the spec message, and saves with bio and location blank', () => {
    const result = profileInputSchema.safeParse({ firstName: ' ', lastName: '', bio: '', location: '  ' });
    expect(result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }))).toEqual([
      { path: 'firstName', message: PROFILE_MESSAGES.firstNameRequired },
      { path: 'lastName', message: PROFILE_MESSAGES.lastNameRequired },
    ]);
    expect(profileInputSchema.parse({ displayName: 'Ada', bio: '', location: '  ' })).toMatchObject({ bio: '', location: '' });
  });

  it('takes trimmed input, an empty optional text as null', () => {
    expect(profileInputSchema.parse({ firstName: ' Ada ', displayName: '  ', hours: ' 5pm ' })).toMatchObject({
      firstName: 'Ada',
      displayName: null,
      hours: '5pm',
    });
  });
});
