import { describe, expect, it } from 'vitest';
import { checkWorkEntry, workTabBadge } from './work-history';

const now = new Date('2026-06-15T00:00:00Z');
const valid = { organizationName: ' Dante ', position: 'Head Bartender', city: 'New York', startDate: '2024-03' };

describe('a work-history entry', () => {
  it('needs organization name, city, position and start date, all non-empty', () => {
    const result = checkWorkEntry({ organizationName: ' ', city: '', position: '  ', startDate: '' }, now);
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Please enter the organization name',
      'Please enter the city',
      'Please enter your position',
      'Please choose a start date',
    ]);
  });

  it('is trimmed, with the country USA by default', () => {
    expect(checkWorkEntry(valid, now).entry).toEqual({
      organizationName: 'Dante', position: 'Head Bartender', city: 'New York', country: 'USA',
      region: null, postalCode: null, startDate: '2024-03', endDate: null, current: false,
    });
  });

  it('has no end date while current', () => {
    expect(checkWorkEntry({ ...valid, current: true, endDate: '2025-01' }, now).entry).toMatchObject({ current: true, endDate: null });
  });

  it('refuses months in another form, a future start and an end before the start', () => {
    expect(checkWorkEntry({ ...valid, startDate: '03/2024' }, now).errors?.[0].message).toBe('Use a month such as 2024-03');
    expect(checkWorkEntry({ ...valid, startDate: '2026-07' }, now).errors?.[0].message).toBe('The start date cannot be in the future');
    expect(checkWorkEntry({ ...valid, endDate: '2023-12' }, now).errors?.[0]).toEqual({ path: 'endDate', message: 'The end date cannot be before the start date' });
  });
});

describe('the own profile\'s Work tab badge', () => {
  it('shows "✓ Verified", and "⏳ Pending" only when the entry links to an organisation', () => {
    expect(workTabBadge('verified', false)).toBe('✓ Verified');
    expect(workTabBadge('pending', true)).toBe('⏳ Pending');
    expect(workTabBadge('pending', false)).toBeNull();
    expect(workTabBadge('denied', true)).toBeNull();
  });
});
