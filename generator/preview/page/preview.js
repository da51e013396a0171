// The preview page: draws the deck's pictures from the server's state, then follows its events.
// A picture's URL carries its version, so only a picture that changed is fetched again. Every text
// from the deck goes into the page as text (textContent), never as markup.

const byId = (id) => document.getElementById(id);
let shown = new Map();

function faceItem(face) {
  const item = document.createElement('li');
  item.dataset.card = face.id;
  const figure = document.createElement('figure');
  const image = document.createElement('img');
  image.alt = face.id;
  image.loading = 'lazy';
  const caption = document.createElement('figcaption');
  caption.textContent = face.id;
  figure.append(image, caption);
  item.append(figure);
  return item;
}

function showList(listId, sectionId, lines) {
  const list = byId(listId);
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  byId(sectionId).hidden = lines.length === 0;
}

function describe(problem) {
  const where = problem.line === null ? problem.file : `${problem.file}:${problem.line}:${problem.column}`;
  return `${where}\n${problem.path ? `${problem.path}: ` : ''}${problem.message}`;
}

/**
 * The "Play this deck" link: the site's Play page on the last good deck, with these faces. Absent
 * while there is no built site to play on (a note says how to make one) or no deck that loaded.
 */
function showPlay(play) {
  let link = byId('play-deck');
  if (play.href) {
    if (!link) {
      link = document.createElement('a');
      link.id = 'play-deck';
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = 'Play this deck';
      byId('play').prepend(link);
    }
    if (link.getAttribute('href') !== play.href) link.href = play.href;
  } else link?.remove();
  byId('play-note').hidden = play.site;
}

function show(state) {
  showList('problem-list', 'problems', state.problems.map(describe));
  showList('warning-list', 'warnings', state.warnings);
  showList('art-note-list', 'art-notes', state.artNotes);
  showPlay(state.play);
  if (state.deckName) {
    byId('deck-name').textContent = `${state.deckName}: preview`;
    document.title = `${state.deckName}: preview`;
  }
  const list = byId('face-list');
  const next = new Map();
  let changed = 0;
  const items = state.faces.map((face) => {
    const known = shown.get(face.id);
    const item = known?.item ?? faceItem(face);
    if (known?.version !== face.version) {
      item.querySelector('img').src = `card/${encodeURIComponent(face.id)}.svg?v=${face.version}`;
      item.dataset.version = face.version;
      if (known) {
        item.classList.add('changed');
        changed++;
      }
    } else item.classList.remove('changed');
    next.set(face.id, { item, version: face.version });
    return item;
  });
  // The list is rebuilt only when cards come or go; otherwise the same elements stay in place.
  if (items.length !== list.children.length || items.some((item, i) => list.children[i] !== item))
    list.replaceChildren(...items);
  shown = next;
  if (state.back && byId('back-image').dataset.version !== state.back) {
    byId('back-image').src = `back.svg?v=${state.back}`;
    byId('back-image').dataset.version = state.back;
  }
  if (state.sheet && byId('sheet-image').dataset.version !== state.sheet) {
    byId('sheet-image').data = `sheet.svg?v=${state.sheet}`;
    byId('sheet-image').dataset.version = state.sheet;
  }
  const frame = byId('rulebook-frame');
  if (!frame.hidden) frame.src = `rulebook/preview.html?g=${state.generation}`;
  const time = new Date().toLocaleTimeString();
  byId('status').textContent =
    state.problems.length > 0
      ? `Not redrawn at ${time}: see the problem above`
      : `Redrawn at ${time}${changed > 0 ? `: ${changed} card${changed === 1 ? '' : 's'} changed` : ''}`;
  document.body.dataset.generation = String(state.generation);
  document.body.dataset.problems = String(state.problems.length);
}

byId('rulebook-open').addEventListener('click', () => {
  const frame = byId('rulebook-frame');
  frame.hidden = false;
  frame.src = `rulebook/preview.html?g=${document.body.dataset.generation}`;
});

const events = new EventSource('events');
events.onmessage = (event) => show(JSON.parse(event.data));
events.onerror = () => {
  byId('status').textContent = 'The preview server stopped: run jibe preview again.';
};
