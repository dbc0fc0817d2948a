/**
 * Browser mode's entry (out/main/serve.js, what `npm run serve` runs): V8's compile cache first, then the CLI
 * (cli.ts). With the cache, the code a start compiled is reused by the next one, kept by Node in the system's
 * temporary folder and checked against the code's hash, so a new build is compiled afresh: loading the desk's
 * modules was the largest part of its start (test/bench/desk.bench.ts, "where the server start goes").
 */
import { enableCompileCache } from 'node:module';

// Before the CLI's modules load (hence the dynamic import); a cache that cannot be used leaves the start as it was.
enableCompileCache();
void import('./cli');
