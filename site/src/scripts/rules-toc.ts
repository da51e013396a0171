// On a phone the table of contents starts folded (so the rules come first) and folds again after a
// jump; on a wide screen it stays open beside the text.
const details = document.querySelector<HTMLDetailsElement>('.toc details');
const wide = window.matchMedia('(min-width: 60rem)');

function fit(): void {
  if (details) details.open = wide.matches;
}

fit();
wide.addEventListener('change', fit);
details?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a') && !wide.matches) details.open = false;
});
