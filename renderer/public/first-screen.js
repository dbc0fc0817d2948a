// The first screen's stand-in, served in the page's HTML before its code runs (shared/first-screen.ts: its
// FIRST_SCREEN_ID and FIRST_SCREEN_CODE_ID are the ids found here), runs this as soon as it is parsed. It loads the
// page's code, which waits in a template until the stand-in's first frame is painted, so that the field takes its
// first keys at once. Enter in it is kept for the page's own field to act on (renderer/first-screen.ts), not sent
// anywhere; and a tab that was on another screen (its screen kept in session storage by
// renderer/stores/navigation.ts, under the same key) drops it, as that screen comes back instead.
/* global document, sessionStorage, requestAnimationFrame, setTimeout */
(() => {
  // The template's tags made live (a script parsed inside a template never runs): the page's module script and
  // its preloads, in the head where the build had them. Once: the template goes as its tags are made live.
  const loadPageCode = () => {
    const code = document.getElementById('first-screen-code');
    if (code === null) return;
    for (const tag of code.content.children) {
      const live = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) live.setAttribute(name, value);
      document.head.append(live);
    }
    code.remove();
  };
  const shell = document.getElementById('first-screen');
  let screen = null;
  try {
    screen = sessionStorage.getItem('claimdesk.screen');
  } catch {
    // No session storage: the tab keeps no screen, and opens on the Visit screen.
  }
  if (shell === null || (screen !== null && screen !== '"visit"')) {
    shell?.remove();
    loadPageCode();
    return;
  }
  const form = shell.querySelector('form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.dataset.asked = 'true';
  });
  form.querySelector('input').focus();
  // After the frame that paints the stand-in (a task queued from its animation frame runs once it is painted);
  // a window not painting yet (hidden, in the background) gets its code within a second all the same.
  requestAnimationFrame(() => setTimeout(loadPageCode, 0));
  setTimeout(loadPageCode, 1000);
})();
