// The colour scheme switch: "auto" follows the device (prefers-color-scheme), the others force one.
// Shared by the page's script and its tests; the choice is kept in localStorage under THEME_KEY.

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'jibe-theme';

/** A stored value read back: anything unknown means "auto". */
export function parseTheme(value: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'auto';
}

/** The theme a press of the switch moves to: auto → light → dark → auto. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'auto';
}

/** What the switch says, naming the current choice so a screen reader hears the state. */
export function themeLabel(theme: Theme): string {
  return { auto: 'Theme: auto', light: 'Theme: light', dark: 'Theme: dark' }[theme];
}
