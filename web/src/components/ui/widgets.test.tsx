// The shared widgets as markup (renderToStaticMarkup: no DOM library is installed, see issue 21).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { ChipToggle } from './chip-toggle';
import { Field } from './field';

describe('Field', () => {
  it('labels its control, marks it optional, and shows a text hint until there is an error', () => {
    const html = renderToStaticMarkup(
      <Field id="garnish" label="Garnish" optional hint="Pick one">
        <input id="garnish" />
      </Field>,
    );
    expect(html).toContain('<label data-slot="label"');
    expect(html).toContain('for="garnish"');
    expect(html).toContain('(optional)');
    expect(html).toContain('<p class="text-xs text-muted-foreground" id="garnish-hint">Pick one</p>');
    expect(html).not.toContain('role="alert"');
  });

  it('announces a refusal under the control, with the id the control is described by', () => {
    const html = renderToStaticMarkup(
      <Field id="name" label="Cocktail Name" error="Name is required" hint="Pick one">
        <input id="name" aria-describedby="name-error" />
      </Field>,
    );
    expect(html).toContain('<p id="name-error" role="alert" class="text-sm text-destructive">Name is required</p>');
    expect(html).not.toContain('Pick one');
  });

  it('keeps a hint that is not text (a checklist) beside the error', () => {
    const html = renderToStaticMarkup(
      <Field id="password" label="Password" hint={<ul id="checklist" />} error="Too short">
        <input id="password" />
      </Field>,
    );
    expect(html).toContain('<ul id="checklist"></ul>');
    expect(html).toContain('Too short');
  });
});

describe('ChipToggle', () => {
  it('is a toggle button that says whether it is on, with a tick when it is', () => {
    const off = renderToStaticMarkup(
      <ChipToggle checked={false} onCheckedChange={() => {}}>
        Sour
      </ChipToggle>,
    );
    const on = renderToStaticMarkup(
      <ChipToggle checked onCheckedChange={() => {}}>
        Sour
      </ChipToggle>,
    );
    expect(off).toMatch(/^<button type="button" data-slot="chip-toggle" aria-pressed="false"/);
    expect(off).not.toContain('<svg');
    expect(on).toContain('aria-pressed="true"');
    expect(on).toContain('<svg');
    expect(on).toContain('Sour</button>');
  });

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
