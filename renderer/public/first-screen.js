// The first screen's stand-in, served in the page's HTML before its code runs (shared/first-screen.ts: its
// FIRST_SCREEN_ID is the id found here), runs this as soon as it is parsed. Enter in it is kept for the page's
// own field to act on (renderer/first-screen.ts), not sent anywhere; and a tab that was on another screen (its
// screen kept in session storage by renderer/stores/navigation.ts, under the same key) drops it, as that screen
// comes back instead.
/* global document, sessionStorage */
(() => {
  const shell = document.getElementById('first-screen');
  if (shell === null) return;
  let screen = null;
  try {
    screen = sessionStorage.getItem('claimdesk.screen');
  } catch {
    // No session storage: the tab keeps no screen, and opens on the Visit screen.
  }
  if (screen !== null && screen !== '"visit"') {
    shell.remove();
    return;
  }
  const form = shell.querySelector('form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.dataset.asked = 'true';
  });
  form.querySelector('input').focus();
})();
