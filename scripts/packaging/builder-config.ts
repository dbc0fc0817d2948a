/**
 * electron-builder.yml as electron-builder itself reads it: loaded and checked against its
 * schema by its own library (app-builder-lib, which the electron-builder CLI runs), so the
 * tests see exactly the configuration a build would use.
 */
import { join } from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';

export const PROJECT_DIR = join(__dirname, '..', '..');

/** Throws, naming the option, when electron-builder's schema rejects the configuration. */
export async function validateBuilderConfig(config: Configuration): Promise<void> {
  await validateConfiguration(config, new DebugLogger(false));
}

export async function loadBuilderConfig(): Promise<Configuration> {
  const config = await getConfig(PROJECT_DIR, null, null);
  await validateBuilderConfig(config);
  return config;
}
