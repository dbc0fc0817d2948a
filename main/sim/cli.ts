/** `npm run sim`: runs the simulated insurer service until SIGINT/SIGTERM. Exit code 2 on bad flags. */
import { parseCliArgs, personalityLine, USAGE } from './cli-args';
import { startSimulator } from './server';
import { FIXED_ROLES } from './seed/members';
import { PROVIDERS } from './seed/tariffs';

async function main(): Promise<void> {
  const command = parseCliArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (command.kind === 'error') {
    console.error(`sim: ${command.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const sim = await startSimulator(command.options);
  const members = (await (
    await fetch(`${sim.controlUrl}/__sim/members`, { headers: { Authorization: `Bearer ${sim.token}` } })
  ).json()) as {
    members: { card_no: string; name: string }[];
  };
  const providerName = (id: string) => PROVIDERS.find((provider) => provider.id === id)?.name ?? id;

  // Ready to stop cleanly before the banner: whoever waits for it may send SIGTERM at once.
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    sim.close().then(
      () => console.log('Simulator stopped.'),
      (error: unknown) => {
        console.error('sim: could not close cleanly:', error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`Simulator listening on ${sim.url}`);
  console.log(`Control hooks (/__sim/*) on ${sim.controlUrl}`);
  const personality = personalityLine(command.options);
  if (personality) console.log(personality);
  const { rateLimit, retryAfter } = command.options;
  if (rateLimit) console.log(`Rate limit: every ${rateLimit}th request answered 429, Retry-After ${retryAfter}`);
  for (const [token, providerId] of Object.entries(sim.tokens)) {
    console.log(`Token for ${providerId} (${providerName(providerId)}): ${token}`);
  }
  members.members.slice(0, FIXED_ROLES.length).forEach((member, index) => {
    console.log(`Demo card ${member.card_no}: ${member.name} (${FIXED_ROLES[index]})`);
  });
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error('sim:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
