import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './validation';
import { OPEN_TO_WORK_MESSAGES, openToWorkSchema, peopleSearchSchema, specialtyKey } from './open-to-work';

const errorsOf = (schema: typeof openToWorkSchema | typeof peopleSearchSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsOf(result.error);
};

describe('the open-to-work input', () => {
  it('keeps roles in the list’s order, once each, and cities canonical, once each', () => {
    expect(
      openToWorkSchema.parse({
        open: true,
        roles: ['consultant', 'bartender', 'consultant'],
        cities: ['tokyo', 'Tokyo, Japan', ' Porto '],
        note: '  Free from June.  ',
      }),
    ).toEqual({ open: true, roles: ['bartender', 'consultant'], cities: ['Tokyo, Japan', 'Porto'], note: 'Free from June.' });
  });

  it('needs a role and a city when on, and nothing when off', () => {
    expect(errorsOf(openToWorkSchema, { open: true, roles: [], cities: [] })).toEqual([
      { path: 'roles', message: OPEN_TO_WORK_MESSAGES.rolesRequired },
      { path: 'cities', message: OPEN_TO_WORK_MESSAGES.citiesRequired },
    ]);
    expect(openToWorkSchema.parse({ open: false })).toEqual({ open: false, roles: [], cities: [], note: null });
  });

  it('bounds every part: a known role, at most 5 cities of 100 characters, a note of 280', () => {
    expect(errorsOf(openToWorkSchema, { open: true, roles: ['barista'], cities: ['Porto'] })).toEqual([
      { path: 'roles.0', message: 'Choose roles from the list' },
    ]);
    expect(errorsOf(openToWorkSchema, { open: true, roles: ['bartender'], cities: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual([
      { path: 'cities', message: 'You can add up to 5 cities' },
    ]);
    expect(errorsOf(openToWorkSchema, { open: true, roles: ['bartender'], cities: [' '] })).toEqual([
      { path: 'cities.0', message: 'Enter a city' },
    ]);
    expect(errorsOf(openToWorkSchema, { open: true, roles: ['bartender'], cities: ['x'.repeat(101)] })).toEqual([
      { path: 'cities.0', message: 'At most 100 characters' },
    ]);
    expect(errorsOf(openToWorkSchema, { open: true, roles: ['bartender'], cities: ['Porto'], note: 'n'.repeat(281) })).toEqual([
      { path: 'note', message: 'At most 280 characters' },
    ]);
    expect(errorsOf(openToWorkSchema, { open: true, roles: ['bartender'], cities: ['Porto'], note: 'n'.repeat(280) })).toEqual([]);
    // Switched off, bounds still hold: nothing unbounded is ever taken in.
    expect(errorsOf(openToWorkSchema, { open: false, roles: Array(8).fill('bartender') })).toEqual([
      { path: 'roles', message: 'Choose roles from the list' },
    ]);
  });
});

describe('the people search filters', () => {
  it('take a city as members write it, a role and a specialty preset in any case', () => {
    expect(peopleSearchSchema.parse({ city: 'london', role: 'bar_back', specialty: ' tiki & tropical ' })).toEqual({
      city: 'London, United Kingdom',
      role: 'bar_back',
      specialty: 'tiki & tropical',
    });
    expect(peopleSearchSchema.parse({ city: '  ', specialty: '' })).toEqual({ city: null, specialty: null });
    expect(errorsOf(peopleSearchSchema, { specialty: 'Juggling' })).toEqual([
      { path: 'specialty', message: 'Choose a specialty from the list' },
    ]);
    expect(errorsOf(peopleSearchSchema, { city: 'x'.repeat(101) })).toEqual([{ path: 'city', message: 'At most 100 characters' }]);
    expect(specialtyKey('  Tiki &  Tropical ')).toBe('tiki & tropical');
  });
});
