// Registers the service worker and offers a new version when one is waiting. It never reloads on
// its own: a scorekeeper mid-game must not lose its page, so the player decides when to update.

const offer = document.getElementById('update-offer');
const accept = document.getElementById('update-accept');
const later = document.getElementById('update-later');

function offerUpdate(worker: ServiceWorker): void {
  if (!offer || !accept) return;
  offer.hidden = false;
  accept.onclick = () => {
    accepted = true;
    worker.postMessage({ type: 'skip-waiting' });
  };
}

let accepted = false;
later?.addEventListener('click', () => {
  if (offer) offer.hidden = true;
});

async function register(): Promise<void> {
  const base = import.meta.env.BASE_URL;
  const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
  // A worker already waiting from an earlier visit: offer it only when this page is controlled.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
}

if ('serviceWorker' in navigator) {
  register().catch((error: unknown) => {
    // Offline use is an extra: the site works without it, so report and go on.
    console.warn('service worker not registered:', error);
  });
}
