/**
 * `npm run policy:template`: writes the Group Policy template (template.ts) to build/policy/, which
 * electron-builder.yml ships in a Windows install's resources/policy/ (docs/it-guide.md, "The registry key").
 * Run it after changing shared/domain/policy.ts; test/packaging/policy-template.test.ts fails until it is run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEMPLATE_DIR, templateFiles } from './template';

for (const [name, text] of Object.entries(templateFiles())) {
  const file = join(TEMPLATE_DIR, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
