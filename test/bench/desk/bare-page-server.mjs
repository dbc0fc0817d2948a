// The floors of the desk in Chromium (desk.bench.ts), bare Node and nothing else:
// - a start's: a page whose script fetches its words and renders the card number field, focused, as the
//   first screen does (`/`);
// - a type-ahead keystroke's, when started with the simulator's address and token
//   (BARE_TARIFFS_URL, BARE_TARIFFS_TOKEN): the same tariffs in a plain in-memory SQLite with the desk's
//   FTS5 index, searched by one bare FTS5 prefix query, LIMIT 20, as the tariffs bench's floor
//   (test/bench/bare-fts.ts), answered over HTTP as the desk answers `tariffs.search`; and a page with a
//   combobox that, on each key, fetches the search and renders the list in plain DOM (`/typeahead`).
/* global fetch */
import http from 'node:http';
import Database from 'better-sqlite3-multiple-ciphers';

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
// Each key searches the text typed so far; an answer to text since changed is dropped.
const TYPEAHEAD_SCRIPT = `const field = document.querySelector('input');
const list = document.getElementById('matches');
field.addEventListener('input', async () => {
  const query = field.value.trim();
  if (query === '') return list.replaceChildren(), (list.hidden = true);
  const response = await fetch('/api/ops/tariffs.search', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }),
  });
  const result = await response.json();
  if (field.value.trim() !== query) return;
  list.replaceChildren(...result.value.map((tariff) => {
    const option = document.createElement('li');
    option.setAttribute('role', 'option');
    option.textContent = tariff.name + ' ' + tariff.id + ' ' + tariff.priceText;
    return option;
  }));
  list.hidden = result.value.length === 0;
});`;

const answers = {
  '/': ['text/html; charset=utf-8', PAGE],
  '/app.js': ['text/javascript; charset=utf-8', SCRIPT],
  '/words.json': ['application/json', WORDS],
  '/typeahead': ['text/html; charset=utf-8', TYPEAHEAD_PAGE],
  '/typeahead.js': ['text/javascript; charset=utf-8', TYPEAHEAD_SCRIPT],
};

/** The simulator's tariffs in a plain in-memory store, indexed as the desk's cache is (migration 5). */
async function tariffSearch(url, token) {
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
  return (text) => {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const rows = words.length === 0 ? [] : query.all(words.map((w) => `"${w}"*`).join(' AND '));
    return rows.map((r) => ({
      id: r.id,
      providerId: r.provider_id,
      name: r.name,
      price: r.price,
      priceText: r.price,
      accessType: r.access_type,
    }));
  };
}

const search = process.env.BARE_TARIFFS_URL
  ? await tariffSearch(process.env.BARE_TARIFFS_URL, process.env.BARE_TARIFFS_TOKEN ?? '')
  : undefined;

function searchAnswer(request, response) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const value = search(JSON.parse(body).query);
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ ok: true, value }));
  });
}

const server = http.createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (search && request.method === 'POST' && path === '/api/ops/tariffs.search') return searchAnswer(request, response);
  const answer = answers[path];
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': answer[0], 'cache-control': 'no-store' }).end(answer[1]);
});
server.listen(0, '127.0.0.1', () => console.log(`bare page server: http://127.0.0.1:${server.address().port}/`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
