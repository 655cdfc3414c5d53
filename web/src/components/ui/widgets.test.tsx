// What the shared widgets look like, as markup (renderToStaticMarkup). How they behave is tested with
// Testing Library in a DOM beside each widget: combobox, chip-toggle, field, password-input .test.tsx.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { ChipToggle } from './chip-toggle';

describe('ChipToggle', () => {
  it('has one height whatever it is used for', () => {
    const html = renderToStaticMarkup(
      <ChipToggle checked={false} onCheckedChange={() => {}}>
        Gin
      </ChipToggle>,
    );
    expect(html).toContain(' h-10 ');
  });
});

describe('ProfileTypeBadge', () => {
  it('names each account type as the spec does, each in a colour of its own', () => {
    const types = ['bartender', 'bar', 'brand', 'admin', 'user'] as const;
    const badges = types.map((profileType) => renderToStaticMarkup(<ProfileTypeBadge profileType={profileType} />));
    expect(badges.map((html) => />([^<]+)<\/span>$/.exec(html)?.[1])).toEqual(['Bartender', 'Venue', 'Brand', 'Admin', 'User']);
    expect(badges[2]).toContain('data-profile-type="brand"');
    const colours = badges.map((html) => /bg-(\w+)-500\/15/.exec(html)?.[1]);
    expect(new Set(colours).size).toBe(types.length);
  });
});
