/** `npm run serve`'s options: flags over environment, the demo by default, and plain errors. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServeCommand } from '../../main/serve/options';

const HOME = '/home/desk';

describe('parseServeCommand', () => {
  it('runs the demo on a free port in ~/.claimdesk when nothing is set', () => {
    const command = parseServeCommand([], {}, HOME);
    if (command.kind !== 'run') expect.fail(command.kind);
    const { keys, ...config } = command.config;
    expect(config).toEqual({
      port: 0,
      dataDir: path.join(HOME, '.claimdesk'),
      staticDir: path.resolve('out/renderer'),
      settings: { service: null },
      setup: false,
    });
    expect(keys?.describe).toBe('the key file claimdesk.key');
  });

  it('takes the store key from CLAIMDESK_DB_KEY, and refuses one that is not 64 hex digits', () => {
    const key = 'ab'.repeat(32);
    const given = parseServeCommand([], { CLAIMDESK_DB_KEY: key }, HOME);
    if (given.kind !== 'run') expect.fail(given.kind);
    expect(given.config.keys?.describe).toBe('the CLAIMDESK_DB_KEY variable');
    expect(given.config.keys?.read('/anywhere')?.hex()).toBe(key);
    expect(parseServeCommand([], { CLAIMDESK_DB_KEY: 'secret' }, HOME)).toEqual({
      kind: 'error',
      message: 'CLAIMDESK_DB_KEY must be 64 hexadecimal digits (a 256-bit key).',
    });
  });

  it('asks for the first-run choice only when told to', () => {
    expect(parseServeCommand(['--setup'], {}, HOME)).toMatchObject({ kind: 'run', config: { setup: true } });
  });

  it('takes the environment, and flags over it', () => {
    const env = {
      CLAIMDESK_PORT: '8123',
      CLAIMDESK_SERVICE_URL: 'https://insurer.example/',
      CLAIMDESK_TOKEN: 'env-token-123',
      CLAIMDESK_DATA_DIR: '/srv/claimdesk',
    };
    const fromEnv = parseServeCommand([], env, HOME);
    expect(fromEnv).toMatchObject({
      kind: 'run',
      config: {
        port: 8123,
        dataDir: '/srv/claimdesk',
        settings: { service: { url: 'https://insurer.example', token: 'env-token-123' } },
      },
    });
    const flags = ['--port', '0', '--token', 'flag-token-456', '--data-dir', '/tmp/desk'];
    expect(parseServeCommand(flags, env, HOME)).toMatchObject({
      kind: 'run',
      config: { port: 0, dataDir: '/tmp/desk', settings: { service: { token: 'flag-token-456' } } },
    });
  });

  it('refuses a bad port, half a service, plain http to another machine and unknown flags', () => {
    expect(parseServeCommand(['--port', '70000'], {}, HOME)).toEqual({
      kind: 'error',
      message: 'The port must be a number from 0 to 65535, not "70000".',
    });
    expect(parseServeCommand([], { CLAIMDESK_TOKEN: 'only-token-1' }, HOME)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Set both CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN') as string,
    });
    expect(
      parseServeCommand(['--service-url', 'http://insurer.example', '--token', 't-1234567'], {}, HOME),
    ).toMatchObject({ kind: 'error', message: expect.stringContaining('https://') as string });
    expect(parseServeCommand(['--host', '0.0.0.0'], {}, HOME)).toMatchObject({ kind: 'error' });
    expect(parseServeCommand(['--help'], {}, HOME)).toEqual({ kind: 'help' });
  });
});
