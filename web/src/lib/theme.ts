// The theme preference, stored in localStorage under "theme". index.html applies the same rule inline
// before first paint; keep the two in step.

export const THEME_STORAGE_KEY = 'theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

/** A stored value as a preference; anything unknown (or nothing) means "system". */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.includes(stored as ThemePreference) ? (stored as ThemePreference) : 'system';
}

/** The theme to show for a preference, given whether the device prefers dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
