// What the About page credits (prisma/seed/data/bar-assistant/SOURCE.md asks for the credit and the licence).

export const RECIPE_SOURCE = {
  name: 'Bar Assistant',
  url: 'https://github.com/bar-assistant/data',
  licence: 'MIT License',
  /** A copy of prisma/seed/data/bar-assistant/LICENSE, served with the app (a test keeps them equal). */
  licenceUrl: '/licenses/bar-assistant.txt',
} as const;

/** "Version 0.1.0". */
export function versionText(version: string | undefined): string {
  return version ? `Version ${version}` : 'Development build';
}
