import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_FIELDS, ACHIEVEMENT_MESSAGES, ACHIEVEMENT_TYPES, achievementSchema, venueAwardSchema } from './achievements';
import { fieldErrorsOf } from './validation';

const errorsOf = (result: { error?: import('zod').ZodError }) => (result.error ? fieldErrorsOf(result.error) : []);

describe('an achievement', () => {
  it('keeps its title and details collapsed, and only the fields of its type', () => {
    expect(
      achievementSchema.parse({
        type: 'award',
        title: '  Best   Bartender ',
        competition: ' Tales ',
        place: '',
        organizer: 'dropped',
        year: 2024,
      }),
    ).toEqual({ type: 'award', title: 'Best Bartender', competition: 'Tales', place: null, year: 2024, certificateUrl: null });
  });

  it('has, per type, exactly the detail fields the form shows', () => {
    for (const type of ACHIEVEMENT_TYPES) {
      const parsed = achievementSchema.parse({ type, title: 'T', competition: 'x', organizer: 'x', issuer: 'x', place: 'x', result: 'x' });
      const details = Object.keys(parsed).filter((key) => !['type', 'title', 'year', 'certificateUrl'].includes(key));
      expect(details.sort()).toEqual(ACHIEVEMENT_FIELDS[type].map(({ name }) => name).sort());
    }
  });

  it('is refused field by field with the spec messages: title, year, certificate link, then details', () => {
    const result = achievementSchema.safeParse({
      type: 'competition',
      title: '   ',
      year: 1799,
      certificateUrl: 'ftp://example.com',
      organizer: 'x'.repeat(151),
    });
    expect(errorsOf(result)).toEqual([
      { path: 'title', message: ACHIEVEMENT_MESSAGES.titleRequired },
      { path: 'year', message: ACHIEVEMENT_MESSAGES.year },
      { path: 'certificateUrl', message: ACHIEVEMENT_MESSAGES.certificateUrl },
      { path: 'organizer', message: 'At most 150 characters' },
    ]);
  });

  it('refuses a year that is not whole, a title over 150 characters and a certificate link over 500', () => {
    const result = achievementSchema.safeParse({
      type: 'certificate',
      title: 'x'.repeat(151),
      year: 2000.5,
      certificateUrl: `https://a.io/${'x'.repeat(500)}`,
    });
    expect(errorsOf(result)).toEqual([
      { path: 'title', message: 'At most 150 characters' },
      { path: 'year', message: ACHIEVEMENT_MESSAGES.year },
      { path: 'certificateUrl', message: ACHIEVEMENT_MESSAGES.certificateUrl },
    ]);
    expect(errorsOf(achievementSchema.safeParse({ type: 'certificate', title: 'T', year: Number.NaN }))).toEqual([
      { path: 'year', message: ACHIEVEMENT_MESSAGES.year },
    ]);
  });
});

describe('a venue award', () => {
  it('needs a selected venue before anything else', () => {
    expect(errorsOf(venueAwardSchema.safeParse({ venueId: null, title: '' }))).toEqual([
      { path: 'venueId', message: ACHIEVEMENT_MESSAGES.venueRequired },
      { path: 'title', message: ACHIEVEMENT_MESSAGES.titleRequired },
    ]);
  });

  it('keeps its venue, title, competition and place', () => {
    expect(venueAwardSchema.parse({ venueId: 7, title: ' World’s 50 Best ', competition: null, place: ' 3rd ', year: null })).toEqual({
      venueId: 7,
      title: 'World’s 50 Best',
      competition: null,
      place: '3rd',
      year: null,
      certificateUrl: null,
    });
  });
});
