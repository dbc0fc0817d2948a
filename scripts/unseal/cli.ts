/** `npm run unseal -- <file.sealed>`: unseal.ts. Exit 0: written; 1: not opened (the reason printed); 2: usage. */
import { parseUnsealArgs, unseal, USAGE } from './unseal';

const request = parseUnsealArgs(process.argv.slice(2));
if (request === undefined) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  // npm runs scripts in the project's folder; INIT_CWD is where support typed the command.
  const outcome = unseal(request, process.env, process.env.INIT_CWD ?? process.cwd());
  if (outcome.ok) console.log(`unseal: ${outcome.bytes} bytes written to ${outcome.out}`);
  else console.error(`unseal: ${outcome.message}`);
  process.exitCode = outcome.ok ? 0 : 1;
}
