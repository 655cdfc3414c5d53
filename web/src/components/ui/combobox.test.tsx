// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_DEBOUNCE_MS } from '@common/constants';
import { Combobox } from './combobox';

interface City {
  name: string;
  country: string;
}

const CITIES: City[] = [
  { name: 'Lisbon', country: 'Portugal' },
  { name: 'Lima', country: 'Peru' },
  { name: 'Liverpool', country: 'United Kingdom' },
];

/** A form's state around the combobox, as every screen holds it (the widget is controlled). */
function CityField(props: {
  fetchSuggestions(text: string): Promise<readonly City[]>;
  onValueChange?(value: string): void;
  onPick?(city: City): void;
  debounceMs?: number;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="city">City</label>
      <Combobox<City>
        id="city"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
        fetchSuggestions={props.fetchSuggestions}
        labelOf={(city) => city.name}
        onPick={props.onPick}
        listLabel="Suggested cities"
        debounceMs={props.debounceMs}
      />
    </>
  );
}

const citiesStartingWith = (text: string) =>
  Promise.resolve(CITIES.filter((city) => city.name.toLowerCase().startsWith(text.toLowerCase())));

/** Lets the clock run (fake timers), then the look-up's promise and React's updates settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const suggestions = () => screen.queryAllByRole('option').map((option) => option.textContent);

const tailwindHidden = Object.assign(document.createElement('style'), { textContent: '.hidden { display: none; }' });

describe('Combobox', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library's act wrapper ends each interaction with a setTimeout(0) that it advances only under
    // Jest's fake timers (react-testing-library#1197): lend it vitest's clock under that name.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // Tailwind's `hidden` utility, which is how the closed list leaves the screen; jsdom loads no CSS.
    document.head.append(tailwindHidden);
  });

  afterEach(() => {
    cleanup();
    tailwindHidden.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('offers suggestions only once typing has paused for the spec’s 300 ms, not before', async () => {
    const fetchSuggestions = vi.fn(citiesStartingWith);
    render(<CityField fetchSuggestions={fetchSuggestions} />);
    const box = screen.getByRole('combobox', { name: 'City' });

    await user.type(box, 'li');
    await wait(SUGGESTION_DEBOUNCE_MS - 1);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(suggestions()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await wait(1);
    expect(SUGGESTION_DEBOUNCE_MS).toBe(300);
    expect(fetchSuggestions.mock.calls).toEqual([['li']]);
    expect(screen.getByRole('listbox', { name: 'Suggested cities' })).toBeTruthy();
    expect(suggestions()).toEqual(['Lisbon', 'Lima', 'Liverpool']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts the pause again at each keystroke, so a word typed steadily is looked up once', async () => {
    const fetchSuggestions = vi.fn(citiesStartingWith);
    render(<CityField fetchSuggestions={fetchSuggestions} />);
    const box = screen.getByRole('combobox', { name: 'City' });

    await user.type(box, 'l');
    await wait(200);
    await user.type(box, 'i');
    await wait(200);
    expect(fetchSuggestions).not.toHaveBeenCalled();

    await wait(100);
    expect(fetchSuggestions.mock.calls).toEqual([['li']]);
  });

  it('waits the pause a screen asks for instead (custom ingredients: 150 ms)', async () => {
    const fetchSuggestions = vi.fn(citiesStartingWith);
    render(<CityField fetchSuggestions={fetchSuggestions} debounceMs={150} />);

    await user.type(screen.getByRole('combobox', { name: 'City' }), 'lis');
    await wait(149);
    expect(suggestions()).toEqual([]);
    await wait(1);
    expect(fetchSuggestions.mock.calls).toEqual([['lis']]);
    expect(suggestions()).toEqual(['Lisbon']);
  });

  it('moves through the suggestions with the arrow keys and picks one with Enter', async () => {
    const onValueChange = vi.fn();
    const onPick = vi.fn();
    render(<CityField fetchSuggestions={citiesStartingWith} onValueChange={onValueChange} onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'li');
    await wait(SUGGESTION_DEBOUNCE_MS);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Lisbon');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Lisbon' }).id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Lima');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Liverpool');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');

    expect((box as HTMLInputElement).value).toBe('Lima');
    expect(onValueChange).toHaveBeenLastCalledWith('Lima');
    expect(onPick.mock.calls).toEqual([[{ name: 'Lima', country: 'Peru' }]]);
    expect(suggestions()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks a suggestion that is tapped', async () => {
    const onPick = vi.fn();
    render(<CityField fetchSuggestions={citiesStartingWith} onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'li');
    await wait(SUGGESTION_DEBOUNCE_MS);

    await user.click(screen.getByRole('option', { name: 'Liverpool' }));

    expect((box as HTMLInputElement).value).toBe('Liverpool');
    expect(onPick.mock.calls).toEqual([[{ name: 'Liverpool', country: 'United Kingdom' }]]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and keeps what was typed', async () => {
    const onPick = vi.fn();
    render(<CityField fetchSuggestions={citiesStartingWith} onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'li');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(suggestions()).toHaveLength(3);

    await user.keyboard('{ArrowDown}{Escape}');

    expect(suggestions()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('li');
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('stays closed when suggestions arrive after Escape, until the member types again', async () => {
    render(<CityField fetchSuggestions={citiesStartingWith} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'li');
    await user.keyboard('{Escape}');
    await wait(SUGGESTION_DEBOUNCE_MS);

    expect(suggestions()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'v');
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(suggestions()).toEqual(['Liverpool']);
  });
});
