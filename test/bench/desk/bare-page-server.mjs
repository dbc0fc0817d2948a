// The floor of a browser-mode start (desk.bench.ts): bare Node serving a page whose script fetches
// its words and renders the card number field, focused, as the first screen does, and nothing else.
import http from 'node:http';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bare</title>
<script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `const words = await (await fetch('/words.json')).json();
const label = document.createElement('label');
label.append(words.card, document.createElement('input'));
document.getElementById('root').append(label);
label.control.focus();`;
const WORDS = JSON.stringify({ card: 'Card number' });

const answers = {
  '/': ['text/html; charset=utf-8', PAGE],
  '/app.js': ['text/javascript; charset=utf-8', SCRIPT],
  '/words.json': ['application/json', WORDS],
};

const server = http.createServer((request, response) => {
  const answer = answers[new URL(request.url ?? '/', 'http://x').pathname];
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': answer[0], 'cache-control': 'no-store' }).end(answer[1]);
});
server.listen(0, '127.0.0.1', () => console.log(`bare page server: http://127.0.0.1:${server.address().port}/`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
