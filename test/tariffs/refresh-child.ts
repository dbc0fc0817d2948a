/**
 * Child process of kill-during-refresh.test.ts: refreshes the tariff cache in
 * `file` from the service at `baseUrl`, printing one line per progress event
 * ("saving 5000 200000") so the parent can kill it mid-save, then "finished".
 * Usage: node --import tsx test/tariffs/refresh-child.ts <file> <baseUrl> <token>
 */
import { createRemoteClient } from '../../main/remote/client';
import { openDatabase } from '../../main/store/database';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';

async function main(): Promise<void> {
  const [file, baseUrl, token] = process.argv.slice(2);
  if (!file || !baseUrl || !token) throw new Error('usage: refresh-child.ts <file> <baseUrl> <token>');
  const db = openDatabase(file);
  const client = createRemoteClient({ baseUrl, token, timeoutMs: 60_000 });
  const result = await refreshTariffs(db, client, {
    now: () => new Date(),
    onProgress: (p) => process.stdout.write(`${p.phase} ${p.done} ${p.total}\n`),
  });
  await client.close();
  db.close();
  process.stdout.write(result.ok ? 'finished\n' : `failed ${result.error.code}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
