/**
 * The diagnosis operations over the browser mode's HTTP, on a real core in demo
 * mode: the demo list is there from the start, search and lookup answer from it,
 * an import replaces it or is refused by line, and the largest file the page may
 * send gets through the server's body limit to the core's own answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIST_NAME } from '../../main/diagnoses/demo-list';
import { startBrowserMode, type BrowserMode } from '../../main/serve/browser-mode';
import { MAX_DIAGNOSIS_FILE_BYTES } from '../../shared/domain/diagnoses';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationResult } from '../../shared/ops/define';
import type { OperationInput, OperationName, OperationOutput } from '../../shared/ops/operations';
import { tempDir } from '../support/sync-world';
import { csvOf } from './helpers';

let root: string;
let app: BrowserMode;

beforeAll(async () => {
  root = tempDir();
  const staticDir = path.join(root, 'renderer');
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ClaimDesk</title>');
  const started = await startBrowserMode({
    port: 0,
    dataDir: path.join(root, 'data'),
    staticDir,
    settings: { service: null },
  });
  if (!started.ok) throw new Error(started.message);
  app = started.value;
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function call<N extends OperationName>(
  name: N,
  input: OperationInput<N>,
): Promise<{ status: number; result: OperationResult<OperationOutput<N>> }> {
  const token = new URL(app.url).hash.replace('#token=', '');
  const response = await fetch(`http://127.0.0.1:${app.port}/api/ops/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: encodeJson(input),
  });
  return { status: response.status, result: decodeJson(await response.text()) as OperationResult<OperationOutput<N>> };
}

async function value<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationOutput<N>> {
  const { result } = await call(name, input);
  if (!result.ok) expect.fail(`${name}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('diagnosis operations', () => {
  it('start in demo mode with the demo list, searchable and checkable', async () => {
    const info = await value('diagnoses.info', {});
    expect(info).toMatchObject({ sourceName: DEMO_LIST_NAME });
    expect(info.count).toBeGreaterThanOrEqual(60);
    expect((await value('diagnoses.search', { query: 'malaria' }))[0]).toEqual({
      code: 'B54',
      title: 'Malaria, type not confirmed',
    });
    expect(await value('diagnoses.lookup', { code: 'b54' })).toEqual({
      entry: { code: 'B54', title: 'Malaria, type not confirmed' },
      listCount: info.count,
    });
    expect(await value('diagnoses.lookup', { code: 'NOT-LISTED' })).toEqual({ entry: null, listCount: info.count });
  });

  it('replace the list with an imported file, and refuse a file with problems by line', async () => {
    const text = `\uFEFF${csvOf([
      ['INS-001', 'Insurer review visit'],
      ['J06.9', 'Upper airway infection, acute'],
    ])}`;
    const imported = await value('diagnoses.import', { fileName: 'insurer-list.csv', text });
    expect(imported).toMatchObject({ imported: true, list: { count: 2, sourceName: 'insurer-list.csv' } });
    expect(await value('diagnoses.search', { query: 'ins', limit: 5 })).toEqual([
      { code: 'INS-001', title: 'Insurer review visit' },
    ]);

    const refused = await value('diagnoses.import', { fileName: 'bad.csv', text: 'code,title\nB54,\n' });
    expect(refused).toEqual({
      imported: false,
      message:
        'bad.csv was not imported: 1 line needs fixing. The list in use (2 codes from insurer-list.csv) is unchanged. Fix the file and import it again.',
      problems: [{ line: 2, message: 'Code B54 has no title.' }],
      moreProblems: 0,
    });
    expect(await value('diagnoses.info', {})).toMatchObject({ count: 2, sourceName: 'insurer-list.csv' });
  });

  it('take the largest file the page sends through the server, even when JSON doubles it', async () => {
    // Quotes are what JSON grows most (each becomes \"): the worst a real text file can do.
    const head = 'code,title\nA1,"';
    const text = head + '"'.repeat(MAX_DIAGNOSIS_FILE_BYTES - head.length - 1) + '"';
    expect(text.length).toBe(MAX_DIAGNOSIS_FILE_BYTES);
    const { status, result } = await call('diagnoses.import', { fileName: 'quotes.csv', text });
    expect(status).toBe(200);
    expect(result).toMatchObject({
      ok: true,
      value: {
        imported: false,
        problems: [{ line: 2, message: expect.stringMatching(/longer than 300 characters/) as string }],
      },
    });

    const over = await call('diagnoses.import', { fileName: 'big.csv', text: `${text} ` });
    expect(over.status).toBe(200);
    expect(over.result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  }, 60_000);
});
