/**
 * The worker of worker-fetch.ts: sends each request the page hands it, puts the answer in the shared slot (which
 * wakes the page) and posts it as well. A request that fails answers no text.
 */
import { writeAnswer } from './answer-slot';
import type { FetchAnswer, FetchWorkerMessage } from './worker-fetch';

let slot: SharedArrayBuffer | undefined;

// This file runs in a worker, which the page's TypeScript library (DOM) does not describe.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FetchWorkerMessage>) => void) | null;
  postMessage: (answer: FetchAnswer) => void;
};

async function answerOf(url: string, init: RequestInit): Promise<string | undefined> {
  try {
    return await (await fetch(url, init)).text();
  } catch {
    return undefined;
  }
}

scope.onmessage = ({ data }) => {
  if (data.kind === 'slot') {
    slot = data.slot;
    return;
  }
  const { seq, url, headers, body } = data;
  void answerOf(url, { method: 'POST', headers, body }).then((text) => {
    if (text !== undefined && slot !== undefined) writeAnswer(slot, seq, text);
    scope.postMessage({ seq, text });
  });
};
