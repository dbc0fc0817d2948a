/**
 * The Group Policy template (scripts/policy-template, build/policy/): the committed files are what the policy schema
 * makes today, well-formed XML whose references resolve, with one policy per value the registry key takes and no
 * other, and every value written as its ADMX element would write it is read back by the registry reader
 * (main/desk/policy/registry-policy.ts, as `reg query` prints it) and accepted by the Policy schema.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DESK_SCOPE_IN_FILE, readRegistryPolicy } from '../../main/desk/policy/desk-policy';
import { POLICY_KEY, type RegistryPort } from '../../main/desk/policy/policy-sources';
import { Policy } from '../../shared/domain/policy';
import {
  policyTemplateConfigProblems,
  policyTemplatePackageProblems,
  TEMPLATE_FILES,
} from '../../scripts/pack-check/policy-template';
import { loadBuilderConfig } from '../../scripts/packaging/builder-config';
import { ADMX_KEY, TEMPLATE_DIR, templateFiles } from '../../scripts/policy-template/template';
import { elementsNamed, parseXml, type XmlElement } from '../support/xml-tree';

const files = templateFiles();
const admx = parseXml(files['ClaimDesk.admx'] ?? '');
const adml = parseXml(files['en-US/ClaimDesk.adml'] ?? '');
const policies = elementsNamed(admx, 'policy');

const KEY_LINE = 'HKEY_LOCAL_MACHINE\\Software\\Policies\\ClaimDesk';
/** The registry policy from values as reg.exe prints them (`    name    REG_TYPE    data`, CRLF). */
const registry = (values: [name: string, type: string, data: string][]): RegistryPort => {
  const lines = values.map(([name, type, data]) => `    ${name}    ${type}    ${data}`);
  const text = ['', KEY_LINE, ...lines, '', ''].join('\r\n');
  return { key: POLICY_KEY, query: () => Promise.resolve({ kind: 'output', text }) };
};
const dword = (number: number): string => `0x${number.toString(16)}`;
const valueAt = (policy: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], policy);

/** A value each text element's setting accepts (a policy path the template adds fails here until it has one). */
const TEXT_SAMPLES: Record<string, string> = {
  'updates.feedUrl': 'https://mirror.clinic.example/claimdesk',
  deskName: 'Reception 1',
  batchRule: '{"kind":"fixed","prefix":"B-","fixedBatchNo":"2026-01"}',
  'service.url': 'https://insurer.example/api',
  contact: 'IT desk, ext. 214',
  'backup.folder': '\\\\nas\\claimdesk',
};

/** The paths the registry takes, read off Policy here as its reader does: parts of a strict object but batchRule. */
function registryPaths(): string[] {
  const unwrapped = (schema: z.ZodType): z.ZodType =>
    schema instanceof z.ZodOptional ? unwrapped(schema.unwrap() as z.ZodType) : schema;
  return Object.entries(Policy.shape as Record<string, z.ZodType>).flatMap(([key, schema]) => {
    const inner = unwrapped(schema);
    return inner instanceof z.ZodObject && key !== 'batchRule'
      ? Object.keys(inner.shape).map((part) => `${key}.${part}`)
      : [key];
  });
}

describe('the committed template', () => {
  it.each(Object.keys(files))('build/policy/%s is what npm run policy:template makes from the schema', (name) => {
    expect(readFileSync(join(TEMPLATE_DIR, name), 'utf8')).toBe(files[name]);
  });
});

describe('its XML', () => {
  it('is well-formed, ADMX and ADML', () => {
    expect(admx.name).toBe('policyDefinitions');
    expect(adml.name).toBe('policyDefinitionResources');
  });

  it.each([
    ['<a><b></a></b>', 'tags closed out of order'],
    ['<a x="1" x="2"/>', 'an attribute twice'],
    ['<a>fish & chips</a>', 'a bare &'],
    ['<a/><b/>', 'two roots'],
    ['<a><b></a>', 'a tag left open'],
    ['<a x=1/>', 'an unquoted attribute'],
  ])('is checked by a reader that refuses %s (%s)', (text) => {
    expect(() => parseXml(text)).toThrow();
  });

  it("names only strings and presentations the ADML has, each policy's input box naming its element", () => {
    const strings = new Set(elementsNamed(adml, 'string').map((string) => string.attributes.id));
    const presentations = new Map(elementsNamed(adml, 'presentation').map((entry) => [entry.attributes.id, entry]));
    const referenced = [...(files['ClaimDesk.admx'] ?? '').matchAll(/\$\((string|presentation)\.([^)]+)\)/g)];
    expect(referenced.length).toBeGreaterThan(policies.length * 2);
    for (const [, table, id = ''] of referenced)
      expect(table === 'string' ? strings.has(id) : presentations.has(id), `${table}.${id}`).toBe(true);
    for (const policy of policies) {
      const elementIds = (policy.children.find((child) => child.name === 'elements')?.children ?? []).map(
        (element) => element.attributes.id,
      );
      const boxes = presentations.get(policy.attributes.presentation?.slice('$(presentation.'.length, -1));
      expect((boxes?.children ?? []).map((box) => box.attributes.refId)).toEqual(elementIds);
    }
    expect(new Set(policies.map((policy) => policy.attributes.name)).size).toBe(policies.length);
  });
});

/** The one value a policy writes: its name, and the element (absent for a yes/no, written by enabled/disabled). */
const written = (policy: XmlElement): { valueName: string; element?: XmlElement } => {
  const element = policy.children.find((child) => child.name === 'elements')?.children[0];
  return { valueName: element?.attributes.valueName ?? policy.attributes.valueName ?? '', element };
};

describe('its policies', () => {
  it('write every value the registry key takes and nothing else: not desk.scope, the policy file only', async () => {
    const names = policies.map((policy) => written(policy).valueName);
    expect(names).toEqual(registryPaths().filter((path) => !path.startsWith('desk.')));
    expect(names).not.toContain('desk.scope');
    const refused = await readRegistryPolicy(registry([['desk.scope', 'REG_SZ', 'machine']]));
    expect(refused.kind === 'refused' && refused.message).toContain(DESK_SCOPE_IN_FILE);
  });

  it('are for the machine, in the category ClaimDesk, writing HKLM\\Software\\Policies\\ClaimDesk', () => {
    expect(ADMX_KEY).toBe('Software\\Policies\\ClaimDesk');
    for (const policy of policies) {
      expect(policy.attributes).toMatchObject({ class: 'Machine', key: ADMX_KEY });
      expect(policy.children.find((child) => child.name === 'parentCategory')?.attributes.ref).toBe('ClaimDesk');
    }
  });

  it.each(policies.map((policy) => [written(policy).valueName, policy] as const))(
    '%s, written as its element writes it, is read back and accepted by the Policy schema',
    async (valueName, policy) => {
      const { element } = written(policy);
      const cases: { type: string; data: string; expected: unknown }[] = [];
      const refusedData: string[] = [];
      if (element === undefined) {
        const [on, off] = ['enabledValue', 'disabledValue'].map(
          (name) => policy.children.find((child) => child.name === name)?.children[0]?.attributes.value,
        );
        expect([on, off]).toEqual(['1', '0']);
        cases.push(
          { type: 'REG_DWORD', data: '0x1', expected: true },
          { type: 'REG_DWORD', data: '0x0', expected: false },
        );
        refusedData.push('0x2');
      } else if (element.name === 'decimal') {
        expect(element.attributes.storeAsText).toBeUndefined(); // a REG_DWORD, not a REG_SZ of digits
        const [min, max] = [Number(element.attributes.minValue), Number(element.attributes.maxValue)];
        cases.push(
          { type: 'REG_DWORD', data: dword(min), expected: min },
          { type: 'REG_DWORD', data: dword(max), expected: max },
        );
        // The bounds are the schema's: one past either is refused.
        refusedData.push(dword(max + 1), ...(min > 0 ? [dword(min - 1)] : []));
      } else if (element.name === 'enum') {
        for (const item of elementsNamed(element, 'string'))
          cases.push({ type: 'REG_SZ', data: item.text, expected: item.text });
        refusedData.push('none-of-these');
      } else {
        expect(element.name).toBe('text');
        expect(element.attributes.expandable).toBeUndefined(); // a REG_SZ, not a REG_EXPAND_SZ
        const sample = TEXT_SAMPLES[valueName] ?? '';
        expect(sample, `a sample for ${valueName}`).not.toBe('');
        expect(sample.length).toBeLessThanOrEqual(Number(element.attributes.maxLength));
        cases.push({
          type: 'REG_SZ',
          data: sample,
          expected: valueName === 'batchRule' ? JSON.parse(sample) : sample,
        });
        refusedData.push('x'.repeat(Number(element.attributes.maxLength) + 1));
      }
      for (const { type, data, expected } of cases) {
        const read = await readRegistryPolicy(registry([[valueName, type, data]]));
        expect(read.kind === 'refused' ? read.message : read.kind, `${valueName} = ${data}`).toBe('applied');
        const policyRead = read.kind === 'applied' ? read.policy : undefined;
        expect(Policy.parse(policyRead)).toEqual(policyRead);
        expect(valueAt(policyRead, valueName)).toEqual(expected);
      }
      for (const data of refusedData) {
        const type = cases[0]?.type ?? 'REG_SZ';
        expect((await readRegistryPolicy(registry([[valueName, type, data]]))).kind, `${valueName} = ${data}`).toBe(
          'refused',
        );
      }
    },
  );

  it('limit the texts the policy limits to the same length (deskName 80, contact 200: at most, accepted)', async () => {
    for (const [name, length] of [
      ['deskName', 80],
      ['contact', 200],
    ] as const) {
      const text = policies.map(written).find((entry) => entry.valueName === name)?.element;
      expect(text?.attributes.maxLength).toBe(String(length));
      expect((await readRegistryPolicy(registry([[name, 'REG_SZ', 'x'.repeat(length)]]))).kind).toBe('applied');
    }
  });
});

describe('in the Windows package (pack:check)', () => {
  it('is shipped from build/policy as resources/policy by electron-builder.yml, and says what is missing', async () => {
    const config = await loadBuilderConfig();
    expect(policyTemplateConfigProblems(config)).toEqual([]);
    const withoutIt = { ...config, win: { ...config.win, extraResources: [] } };
    expect(policyTemplateConfigProblems(withoutIt)).toEqual([
      'win.extraResources does not ship build/policy as policy (the Group Policy template IT copies)',
    ]);
    const empty = mkdtempSync(join(tmpdir(), 'claimdesk-policy-template-'));
    try {
      expect(policyTemplateConfigProblems(config, empty)).toHaveLength(TEMPLATE_FILES.length);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("is found in a packed app's resources/policy/, or each missing file is named", () => {
    const resources = mkdtempSync(join(tmpdir(), 'claimdesk-resources-'));
    try {
      expect(policyTemplatePackageProblems(resources)).toEqual([
        'resources/policy/ClaimDesk.admx is missing (electron-builder.yml win.extraResources)',
        'resources/policy/en-US/ClaimDesk.adml is missing (electron-builder.yml win.extraResources)',
      ]);
      for (const name of TEMPLATE_FILES) {
        mkdirSync(dirname(join(resources, 'policy', name)), { recursive: true });
        writeFileSync(join(resources, 'policy', name), files[name] ?? '');
      }
      expect(policyTemplatePackageProblems(resources)).toEqual([]);
    } finally {
      rmSync(resources, { recursive: true, force: true });
    }
  });
});
