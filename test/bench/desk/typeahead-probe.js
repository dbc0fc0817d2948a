/* global window, document, performance, requestAnimationFrame, setTimeout */
/**
 * Loaded into the page before its own scripts (page.addInitScript), to time one
 * keystroke in the tariff type-ahead, in the page's own clock, from the key event
 * to the first animation frame in which the list shows the answer for the whole
 * text typed so far (the frame that paints it).
 *
 * It sees the page's `tariffs.search` requests by wrapping `fetch` (the browser
 * mode's bridge posts operations with it): when each was sent, when its answer
 * was read, and the names it answered. A keystroke counts as painted when an
 * answer to a search sent after it, for the field's current text, is what the
 * list shows: its options in order, or no option for an empty answer (an answer
 * equal to the previous list needs no change to the DOM, and counts at once).
 *
 * window.__typeaheadProbe.arm() before a key (the focused field is watched),
 * then .painted(deadlineMs) answers { keyAt, sentAt, answeredAt, paintedAt }
 * once the list is painted (a promise: the page's CSP forbids the string
 * predicates of Playwright's waitForFunction).
 */
(() => {
  const answers = new Map();
  const originalFetch = window.fetch.bind(window);

  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!url.endsWith('/api/ops/tariffs.search') || typeof init?.body !== 'string') return originalFetch(input, init);
    const { query } = JSON.parse(init.body);
    const sentAt = performance.now();
    const response = await originalFetch(input, init);
    void response
      .clone()
      .text()
      .then((text) => {
        const result = JSON.parse(text);
        const names = result.ok ? result.value.map((tariff) => tariff.name) : [];
        answers.set(query, { sentAt, answeredAt: performance.now(), names });
      });
    return response;
  };

  /** Whether the field's list shows exactly `names`, in order (an option's text holds its name). */
  const shows = (field, names) => {
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    const options = list && !list.hidden ? [...list.querySelectorAll('[role="option"]')] : [];
    return options.length === names.length && options.every((option, i) => option.textContent.includes(names[i]));
  };

  let watched = null;

  const onFrame = () => {
    const key = watched;
    if (key === null || key.result !== null) return;
    const answer = answers.get(key.field.value.trim());
    if (answer !== undefined && answer.sentAt >= key.keyAt && shows(key.field, answer.names)) {
      key.result = {
        keyAt: key.keyAt,
        sentAt: answer.sentAt,
        answeredAt: answer.answeredAt,
        paintedAt: performance.now(),
      };
      key.resolve(key.result);
      return;
    }
    requestAnimationFrame(onFrame);
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (watched === null || event.target !== watched.field || watched.keyAt !== null) return;
      watched.keyAt = event.timeStamp;
      requestAnimationFrame(onFrame);
    },
    true,
  );

  window.__typeaheadProbe = {
    arm: () => {
      let resolve = () => undefined;
      const result = new Promise((done) => (resolve = done));
      watched = { field: document.activeElement, keyAt: null, result: null, resolve, promise: result };
    },
    painted: (deadlineMs) =>
      new Promise((resolve, reject) => {
        if (watched === null) throw new Error('arm() first');
        setTimeout(
          () => reject(new Error(`no list painted for "${watched.field.value}" within ${deadlineMs} ms`)),
          deadlineMs,
        );
        void watched.promise.then(resolve);
      }),
  };
})();
