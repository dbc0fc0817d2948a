/* global window, document, performance, requestAnimationFrame, setTimeout, TextDecoder */
/**
 * Loaded into the page before its own scripts (page.addInitScript), to time one
 * keystroke in the tariff type-ahead, in the page's own clock, from the key event
 * to the first animation frame in which the list shows the answer for the whole
 * text typed so far (the frame that paints it).
 *
 * It sees the page's `tariffs.search` requests where the page sends them: by
 * `fetch`, or by its fetch worker (renderer/api/worker-fetch.ts), whose messages
 * it watches, reading each answer from the shared slot the worker writes it to
 * (renderer/api/answer-slot.ts: request number, byte length, UTF-8 bytes) as soon
 * as the page can, or else from the worker's message. For each: when it was sent,
 * when its answer was in the page, and the names it answered. A keystroke counts
 * as painted when an answer to a search sent after it, for the field's current
 * text, is what the list shows: its options in order, or no option for an empty
 * answer (an answer equal to the previous list needs no change to the DOM, and
 * counts at once).
 *
 * window.__typeaheadProbe.arm() before a key (the focused field is watched),
 * then .painted(deadlineMs) answers { keyAt, frameAt, sentAt, answeredAt, paintedAt }
 * once the list is painted (frameAt: the first animation frame after the key) (a promise: the page's CSP forbids the string
 * predicates of Playwright's waitForFunction).
 */
(() => {
  const answers = new Map();
  const originalFetch = window.fetch.bind(window);

  /** The query of a tariff search, or undefined for any other request. */
  const searchOf = (url, body) =>
    url.endsWith('/api/ops/tariffs.search') && typeof body === 'string' ? JSON.parse(body).query : undefined;

  const recordAnswer = (query, sentAt, text) => {
    const result = JSON.parse(text);
    const names = result.ok ? result.value.map((tariff) => tariff.name) : [];
    answers.set(query, { sentAt, answeredAt: performance.now(), names });
  };

  window.fetch = async (input, init) => {
    const query = searchOf(typeof input === 'string' ? input : input.url, init?.body);
    if (query === undefined) return originalFetch(input, init);
    const sentAt = performance.now();
    const response = await originalFetch(input, init);
    void response
      .clone()
      .text()
      .then((text) => recordAnswer(query, sentAt, text));
    return response;
  };

  /** The worker's searches not yet answered, by request number. */
  const sent = new Map();
  const answerRequest = (seq, text) => {
    const search = sent.get(seq);
    if (search === undefined || typeof text !== 'string') return;
    sent.delete(seq);
    recordAnswer(search.query, search.sentAt, text);
  };

  /** Reads each answer the worker puts in the shared slot, woken as the page is. */
  const watchSlot = (slot, seen) => {
    const header = new Int32Array(slot, 0, 2);
    const wait = Atomics.waitAsync(header, 0, seen);
    void (wait.async ? wait.value : Promise.resolve()).then(() => {
      const seq = Atomics.load(header, 0);
      const bytes = new Uint8Array(slot, 8, Atomics.load(header, 1)).slice();
      if (sent.has(seq) && Atomics.load(header, 0) === seq) answerRequest(seq, new TextDecoder().decode(bytes));
      watchSlot(slot, seq);
    });
  };

  window.Worker = class extends window.Worker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => answerRequest(data?.seq, data?.text));
    }

    postMessage(message, ...rest) {
      if (message?.kind === 'slot') watchSlot(message.slot, 0);
      const query = message?.kind === 'request' ? searchOf(message.url, message.body) : undefined;
      if (query !== undefined) sent.set(message.seq, { query, sentAt: performance.now() });
      super.postMessage(message, ...rest);
    }
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
    // The first frame after the key: the one that shows the key itself, the floor of any answer to it.
    key.frameAt ??= performance.now();
    const answer = answers.get(key.field.value.trim());
    if (answer !== undefined && answer.sentAt >= key.keyAt && shows(key.field, answer.names)) {
      key.result = {
        keyAt: key.keyAt,
        frameAt: key.frameAt,
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
      watched = { field: document.activeElement, keyAt: null, frameAt: null, result: null, resolve, promise: result };
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
