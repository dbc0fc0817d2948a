/**
 * The page's catalogues load one language's namespace at a time (renderer/i18n/catalogue-loader.ts),
 * from the same files the core bundles: what the loader hands i18next is the catalogue itself.
 */
import type { ReadCallback, ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogueLoader } from '../../../renderer/i18n/catalogue-loader';
import { catalogues } from '../../../shared/i18n/catalogues';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { NAMESPACES, type Namespace } from '../../../shared/i18n/namespaces';

function read(language: string, namespace: string): Promise<ResourceKey> {
  return new Promise((resolve, reject) => {
    const done: ReadCallback = (error, data) => {
      if (error) reject(error instanceof Error ? error : new Error(error));
      else resolve(data as ResourceKey);
    };
    catalogueLoader.read(language, namespace, done);
  });
}

const pageNamespaces = NAMESPACES.filter((ns): ns is Exclude<Namespace, 'core'> => ns !== 'core');

describe('the page loads its words a catalogue at a time', () => {
  it.each(LANGUAGES)('loads every namespace the page shows in %s, as the core has it', async (language) => {
    for (const ns of pageNamespaces) expect(await read(language, ns)).toEqual(catalogues[language][ns]);
  });

  it('never loads the core’s own messages, which reach the page already worded', async () => {
    await expect(read('en', 'core')).rejects.toThrow('No catalogue en/core');
  });

  it('refuses a language or namespace it has no catalogue for', async () => {
    await expect(read('de', 'common')).rejects.toThrow('No catalogue de/common');
    await expect(read('en', 'nothing')).rejects.toThrow('No catalogue en/nothing');
  });
});
