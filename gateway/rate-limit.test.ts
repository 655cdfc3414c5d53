// What /developers tells integrators about a member's write limits is what the server counts: each kind
// per hour, toggles together per minute, recipe imports per day (common/api-limits.ts).
import { describe, expect, it } from 'vitest';
import { MEMBER_WRITE_LIMITS, windowText } from '../common/api-limits';
import { RATE_LIMITS } from './rate-limit';

describe("a member's write limits", () => {
  it('count each kind of write per hour, every toggle together per minute and recipe imports per day, as the guide says', () => {
    const perMember = Object.entries(RATE_LIMITS).filter(([name]) => /Per(Member|Admin|Reporter)(PerMinute)?$/.test(name));
    const windows = Object.fromEntries(perMember.map(([name, rule]) => [name, windowText(rule.duration)]));
    expect(windows).toEqual({
      ...Object.fromEntries(perMember.map(([name]) => [name, 'hour'])),
      togglesPerMemberPerMinute: 'minute',
      cocktailImportsPerMember: 'day',
    });
    expect(windowText(MEMBER_WRITE_LIMITS.perKindSeconds)).toBe('hour');
    expect(RATE_LIMITS.togglesPerMemberPerMinute).toEqual({ points: MEMBER_WRITE_LIMITS.toggles.points, duration: 60 });
    expect(RATE_LIMITS.cocktailImportsPerMember).toEqual({ points: MEMBER_WRITE_LIMITS.recipeImports.points, duration: 86_400 });
  });
});
