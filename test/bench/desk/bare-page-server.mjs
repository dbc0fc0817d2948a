// The floors of the desk in Chromium (desk.bench.ts), bare Node and nothing else:
// - a start's: a page whose script fetches its words and renders the card number field, focused, as the
//   first screen does (`/`);
// - a type-ahead keystroke's, when started with the simulator's address and token
//   (BARE_TARIFFS_URL, BARE_TARIFFS_TOKEN): the same tariffs in a plain in-memory SQLite with the desk's
//   FTS5 index, searched by one bare FTS5 prefix query, LIMIT 20, as the tariffs bench's floor
//   (test/bench/bare-fts.ts), each text to be typed (BARE_QUERIES) answered in advance, answered over HTTP as the desk answers `tariffs.search`; and a page with a
//   combobox that, on each key, fetches the search (by a worker, as the desk) and renders the list in plain DOM
//   (`/typeahead`).
/* global fetch */
import http from 'node:http';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bare</title>
<script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `const words = await (await fetch('/words.json')).json();
const label = document.createElement('label');
label.append(words.card, document.createElement('input'));
document.getElementById('root').append(label);
label.control.focus();`;
const WORDS = JSON.stringify({ card: 'Card number' });

const TYPEAHEAD_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bare type-ahead</title>
<script type="module" src="/typeahead.js"></script></head><body>
<label>Line 1 item <input role="combobox" aria-controls="matches" autocomplete="off"></label>
<ul id="matches" role="listbox" aria-label="Line 1 item matches" hidden></ul></body></html>`;
// Each key searches the text typed so far, by a worker that puts the answer in shared memory, as the desk's
// page does (renderer/api/worker-fetch.ts): Chromium holds back a page's own network answers after a key until
// the key's frame is painted, a worker's not. An answer to text since changed is dropped.
const TYPEAHEAD_SCRIPT = `const field = document.querySelector('input');
const list = document.getElementById('matches');
const slot = new SharedArrayBuffer(64 * 1024);
const header = new Int32Array(slot, 0, 2);
const worker = new Worker('/search-worker.js');
worker.postMessage({ kind: 'slot', slot });
let seq = 0;
const queries = new Map();
const render = (query, text) => {
  if (field.value.trim() !== query) return;
  const tariffs = JSON.parse(text).value;
  list.replaceChildren(...tariffs.map((tariff) => {
    const option = document.createElement('li');
    option.setAttribute('role', 'option');
    option.textContent = tariff.name + ' ' + tariff.id + ' ' + tariff.priceText;
    return option;
  }));
  list.hidden = tariffs.length === 0;
};
const watch = (seen) => {
  const wait = Atomics.waitAsync(header, 0, seen);
  void (wait.async ? wait.value : Promise.resolve()).then(() => {
    const answered = Atomics.load(header, 0);
    const bytes = new Uint8Array(slot, 8, Atomics.load(header, 1)).slice();
    const query = queries.get(answered);
    queries.delete(answered);
    if (query !== undefined) render(query, new TextDecoder().decode(bytes));
    watch(answered);
  });
};
watch(0);
field.addEventListener('input', () => {
  const query = field.value.trim();
  if (query === '') return list.replaceChildren(), (list.hidden = true);
  queries.set(++seq, query);
  worker.postMessage({ kind: 'request', seq, url: '/api/ops/tariffs.search', body: JSON.stringify({ query }) });
});`;
const SEARCH_WORKER = `let slot;
self.onmessage = async ({ data }) => {
  if (data.kind === 'slot') return (slot = data.slot);
  const response = await fetch(data.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: data.body });
  const bytes = new TextEncoder().encode(await response.text());
  const header = new Int32Array(slot, 0, 2);
  new Uint8Array(slot, 8, bytes.length).set(bytes);
  Atomics.store(header, 1, bytes.length);
  Atomics.store(header, 0, data.seq);
  Atomics.notify(header, 0);
};`;

const answers = {
  '/': ['text/html; charset=utf-8', PAGE],
  '/app.js': ['text/javascript; charset=utf-8', SCRIPT],
  '/words.json': ['application/json', WORDS],
  '/typeahead': ['text/html; charset=utf-8', TYPEAHEAD_PAGE],
  '/typeahead.js': ['text/javascript; charset=utf-8', TYPEAHEAD_SCRIPT],
  '/search-worker.js': ['text/javascript; charset=utf-8', SEARCH_WORKER],
};
// Cross-origin isolated, as browser mode's page is (main/serve/server.ts): shared memory needs it.
const ISOLATED = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/** The simulator's tariffs in a plain in-memory store, indexed as the desk's cache is (migration 5). */
async function tariffSearch(url, token) {
  // Loaded only here: the start's floor is a bare server, and loading SQLite is part of the desk's start, not its.
  const { default: Database } = await import('better-sqlite3-multiple-ciphers');
  const response = await fetch(`${url}/v1/tariffs`, { headers: { authorization: `Bearer ${token}` } });
  const tariffs = (await response.json()).data;
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE tariffs (row_id INTEGER PRIMARY KEY, id TEXT, provider_id TEXT, name TEXT, price TEXT,
      access_type TEXT);
    CREATE VIRTUAL TABLE tariffs_fts USING fts5(name, content = 'tariffs', content_rowid = 'row_id',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3', columnsize = 0, detail = none);`);
  const insert = db.prepare('INSERT INTO tariffs (id, provider_id, name, price, access_type) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const t of tariffs)
      insert.run(t.id, String(t.provider_id ?? ''), t.name, String(t.price ?? ''), String(t.access_type ?? ''));
  })();
  db.exec(`INSERT INTO tariffs_fts (tariffs_fts) VALUES ('rebuild')`);
  const query = db.prepare(`SELECT r.id, r.provider_id, r.name, r.price, r.access_type FROM tariffs_fts f
    JOIN tariffs r ON r.row_id = f.rowid WHERE tariffs_fts MATCH ? ORDER BY f.rowid LIMIT 20`);
  const answer = (text) => {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const rows = words.length === 0 ? [] : query.all(words.map((w) => `"${w}"*`).join(' AND '));
    const value = rows.map((r) => ({
      id: r.id,
      providerId: r.provider_id,
      name: r.name,
      price: r.price,
      priceText: r.price,
      accessType: r.access_type,
    }));
    return JSON.stringify({ ok: true, value });
  };
  // Every text the bench will type (each query's prefixes, BARE_QUERIES) answered before the server is ready:
  // a bare query walks a common word's whole list (tens of ms at p99, which the desk's search avoids), so the
  // floor holds the answers ready and its keystroke costs the round trip and the render alone.
  const ready = new Map();
  for (const typed of JSON.parse(process.env.BARE_QUERIES ?? '[]')) {
    for (let end = 1; end <= typed.length; end++) {
      const text = typed.slice(0, end).trim();
      if (text !== '' && !ready.has(text)) ready.set(text, answer(text));
    }
  }
  return (text) => ready.get(text) ?? answer(text);
}

const search = process.env.BARE_TARIFFS_URL
  ? await tariffSearch(process.env.BARE_TARIFFS_URL, process.env.BARE_TARIFFS_TOKEN ?? '')
  : undefined;

function searchAnswer(request, response) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const text = search(JSON.parse(body).query);
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', ...ISOLATED });
    response.end(text);
  });
}

const server = http.createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (search && request.method === 'POST' && path === '/api/ops/tariffs.search') return searchAnswer(request, response);
  const answer = answers[path];
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': answer[0], 'cache-control': 'no-store', ...ISOLATED }).end(answer[1]);
});
server.listen(0, '127.0.0.1', () => console.log(`bare page server: http://127.0.0.1:${server.address().port}/`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
