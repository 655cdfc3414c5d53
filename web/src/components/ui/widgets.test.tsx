// What the shared widgets look like, as markup (renderToStaticMarkup). How they behave is tested with
// Testing Library in a DOM beside each widget: combobox, chip-toggle, field, password-input .test.tsx.
import { renderToStaticMarkup } from 'react-dom/server';
import { BriefcaseIcon } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkCard } from './link-card';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { ChipToggle } from './chip-toggle';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

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

describe('LinkCard', () => {
  it('is one link to its screen, named by its title and hint, with the icons hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LinkCard to="/gigs" icon={BriefcaseIcon} title="Gigs" hint="Shifts and jobs from venues and brands" />
      </MemoryRouter>,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/gigs"');
    expect(html).toContain('>Gigs</span>');
    expect(html).toContain('>Shifts and jobs from venues and brands</span>');
    const icons = html.match(/<svg[^>]*>/g) ?? [];
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toContain('aria-hidden="true"');
  });
});

describe('SelectTrigger', () => {
  it('is no wider than its field, a long value ending in an ellipsis (a grid track or a row lets it grow otherwise)', () => {
    const html = renderToStaticMarkup(
      <Select value="brand" disabled>
        <SelectTrigger aria-label="Account type">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="brand">Brand Ambassador / Brand Account</SelectItem>
        </SelectContent>
      </Select>,
    );
    const classes = /<button[^>]*class="([^"]*)"/.exec(html)?.[1].replaceAll('&amp;', '&').replaceAll('&gt;', '>').split(' ') ?? [];
    expect(classes).toContain('min-w-0');
    expect(classes).toContain('[&>span]:truncate');
  });
});
