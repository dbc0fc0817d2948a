/**
 * The Group Policy template in a Windows package (electron-builder.yml win.extraResources): build/policy/ as
 * resources/policy/, where docs/it-guide.md tells IT to find it. The configuration is checked by pack:check's
 * stand-in pack (a Linux one, which does not ship it); the files by `--packaged dist/win-unpacked`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'electron-builder';
import { TEMPLATE_DIR } from '../policy-template/template';

export const TEMPLATE_FILES = ['ClaimDesk.admx', 'en-US/ClaimDesk.adml'] as const;
const FROM = 'build/policy';
const TO = 'policy';

const entries = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

export function policyTemplateConfigProblems(config: Configuration, templateDir = TEMPLATE_DIR): string[] {
  const shipped = entries(config.win?.extraResources).some(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      'from' in entry &&
      entry.from === FROM &&
      'to' in entry &&
      entry.to === TO,
  );
  return [
    ...(shipped ? [] : [`win.extraResources does not ship ${FROM} as ${TO} (the Group Policy template IT copies)`]),
    ...TEMPLATE_FILES.filter((name) => !existsSync(join(templateDir, name))).map(
      (name) => `${FROM}/${name} is missing (npm run policy:template writes it)`,
    ),
  ];
}

/** The template's files in a packed Windows app's resources folder. */
export const policyTemplatePackageProblems = (resourcesDir: string): string[] =>
  TEMPLATE_FILES.filter((name) => !existsSync(join(resourcesDir, TO, name))).map(
    (name) => `resources/${TO}/${name} is missing (electron-builder.yml win.extraResources)`,
  );
