import { describe, expect, it } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { renderRulebookFiles } from '../../draw/rulebook/rulebook-files.ts';
import { readRulebookInputs } from '../../generator/rulebook/rulebook-fs.ts';

describe('rulebook preview page', () => {
  it('escapes a hostile deck name in the title and the fragments, and keeps the fragments as HTML', async () => {
    const inputs = readRulebookInputs(loadDeck('decks/classic'));
    const name = 'Evil <script>alert(1)</script> & "co" <img src=x onerror=alert(2)>';
    const files = await renderRulebookFiles({ ...inputs, deck: { ...inputs.deck, name } }, []);
    const preview = String(files.get('rulebook/preview.html'));
    expect(preview).not.toMatch(/<script|<img src=x/i);
    expect(preview).toContain(
      '<title>Evil &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot; &lt;img src=x onerror=alert(2)&gt;',
    );
    expect(preview).toMatch(/<section aria-labelledby="[a-z0-9-]+">\n<h2 id="/);
  });

  it('escapes markup in an art credit that got past the deck schema, in the HTML and the Markdown', async () => {
    const inputs = readRulebookInputs(loadDeck('decks/classic'));
    const icons = inputs.deck.icons.map((icon) => ({ ...icon, artSource: 'npm:<img src=x onerror=alert(2)>/x.svg' }));
    const files = await renderRulebookFiles({ ...inputs, deck: { ...inputs.deck, icons } }, []);
    const preview = String(files.get('rulebook/preview.html'));
    expect(preview).not.toMatch(/<img src=x/i);
    expect(preview).toContain('Art: &lt;img src=x onerror=alert(2)&gt;.');
  });
});
