// The colour-scheme switch in the header: cycles auto → light → dark and remembers the choice.
import { THEME_KEY, nextTheme, parseTheme, themeLabel, type Theme } from '../lib/theme.ts';

const button = document.getElementById('theme-switch');

function readStored(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return 'auto';
  }
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  if (button) button.textContent = themeLabel(theme);
}

apply(readStored());
button?.addEventListener('click', () => {
  const theme = nextTheme(parseTheme(document.documentElement.dataset.theme));
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private browsing may refuse storage: the switch still works for this page.
  }
  apply(theme);
});
