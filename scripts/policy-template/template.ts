/**
 * ClaimDesk's Group Policy template: ClaimDesk.admx (the policies: one per registry value, machine class, in the
 * category ClaimDesk, writing HKLM\Software\Policies\ClaimDesk) and en-US/ClaimDesk.adml (their words and input
 * boxes), made from the policy schema (policy-values.ts) and the words (words.ts). `npm run policy:template` writes
 * them to build/policy/; test/packaging/policy-template.test.ts checks the committed files are what this makes.
 */
import { join } from 'node:path';
import { POLICY_KEY } from '../../main/desk/policy/policy-sources';
import { policyValues, type PolicyValue } from './policy-values';
import { VALUE_WORDS, type ValueWords } from './words';

/** The key as an ADMX names it: below HKLM, which the policies' class (Machine) says. */
export const ADMX_KEY = POLICY_KEY.replace(/^HKLM\\/, '');
const NAMESPACE = 'ClaimDesk.Policies.ClaimDesk';
const CATEGORY = 'ClaimDesk';
const SUPPORTED = 'SUPPORTED_ClaimDesk';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A policy's name and its element's id: the value's path without dots (`lock.idleMinutes` → `lock_idleMinutes`). */
export const policyName = (path: string): string => path.replace(/\./g, '_');

function wordsFor(path: string): ValueWords {
  const words = VALUE_WORDS[path];
  if (words === undefined) throw new Error(`${path}: no words for it in scripts/policy-template/words.ts`);
  return words;
}

function optionLabel(value: PolicyValue & { kind: 'enum' }, option: string): string {
  const label = wordsFor(value.path).options?.[option];
  if (label === undefined)
    throw new Error(`${value.path}: no label for "${option}" in scripts/policy-template/words.ts`);
  return label;
}

/** The ADMX element that writes the value, or none for a yes/no (the policy's own enabled and disabled values). */
function element(value: PolicyValue): string[] {
  const id = policyName(value.path);
  const common = `id="${id}" valueName="${escape(value.path)}" required="true"`;
  switch (value.kind) {
    case 'boolean':
      return [];
    case 'decimal':
      return [`<decimal ${common} minValue="${value.min}" maxValue="${value.max}" />`];
    case 'text':
    case 'json':
      return [`<text ${common} maxLength="${value.maxLength}" />`];
    case 'enum':
      return [
        `<enum ${common}>`,
        ...value.options.flatMap((option) => [
          `  <item displayName="$(string.${id}_${option})">`,
          `    <value><string>${escape(option)}</string></value>`,
          '  </item>',
        ]),
        '</enum>',
      ];
  }
}

function policy(value: PolicyValue): string[] {
  const name = policyName(value.path);
  const isBoolean = value.kind === 'boolean';
  const opening = [
    `<policy name="${name}" class="Machine" displayName="$(string.${name})" explainText="$(string.${name}_Explain)"`,
    `  key="${escape(ADMX_KEY)}"${isBoolean ? ` valueName="${escape(value.path)}"` : ` presentation="$(presentation.${name})"`}>`,
  ];
  const body = [
    `  <parentCategory ref="${CATEGORY}" />`,
    `  <supportedOn ref="${SUPPORTED}" />`,
    ...(isBoolean
      ? [
          '  <enabledValue><decimal value="1" /></enabledValue>',
          '  <disabledValue><decimal value="0" /></disabledValue>',
        ]
      : ['  <elements>', ...element(value).map((line) => `    ${line}`), '  </elements>']),
  ];
  return [...opening, ...body, '</policy>'];
}

/** What the schema allows and how it is written, added to each value's explanation. */
function allowed(value: PolicyValue): string {
  const where = `${POLICY_KEY}, value ${value.path}`;
  switch (value.kind) {
    case 'boolean':
      return `Enabled writes the REG_DWORD 1, Disabled writes 0 (${where}).`;
    case 'decimal':
      return `A whole number from ${value.min} to ${value.max}, written as a REG_DWORD (${where}).`;
    case 'enum':
      return `One of ${value.options.join(', ')}, written as a REG_SZ (${where}).`;
    case 'text':
      return `At most ${value.maxLength} characters of plain ASCII, written as a REG_SZ (${where}).`;
    case 'json':
      return `JSON on one line, at most ${value.maxLength} characters, written as a REG_SZ (${where}).`;
  }
}

/** Group Policy deletes the value of a policy with elements when it is disabled; a yes/no writes 0 instead. */
const notConfigured = (value: PolicyValue): string =>
  `${value.kind === 'boolean' ? 'Not configured' : 'Not configured or Disabled'}: the registry does not set it (the policy file may). A value set here wins over the policy file and shows as locked in the desk's Settings; a value the desk refuses refuses the whole registry policy, as its log and Settings say.`;

function presentation(value: PolicyValue): string[] {
  const id = policyName(value.path);
  const label = escape(wordsFor(value.path).name);
  switch (value.kind) {
    case 'boolean':
      return [];
    case 'decimal':
      return [`<decimalTextBox refId="${id}">${label}</decimalTextBox>`];
    case 'enum':
      return [`<dropdownList refId="${id}" noSort="true">${label}</dropdownList>`];
    case 'text':
    case 'json':
      return [`<textBox refId="${id}">`, `  <label>${label}</label>`, '</textBox>'];
  }
}

const indent = (lines: string[], by: number): string[] => lines.map((line) => `${' '.repeat(by)}${line}`);

export function admx(values: readonly PolicyValue[] = policyValues()): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!-- Generated by npm run policy:template from shared/domain/policy.ts: do not edit. -->',
    '<policyDefinitions xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '  revision="1.0" schemaVersion="1.0" xmlns="http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions">',
    '  <policyNamespaces>',
    `    <target prefix="claimdesk" namespace="${NAMESPACE}" />`,
    '  </policyNamespaces>',
    '  <resources minRequiredRevision="1.0" />',
    '  <supportedOn>',
    '    <definitions>',
    `      <definition name="${SUPPORTED}" displayName="$(string.${SUPPORTED})" />`,
    '    </definitions>',
    '  </supportedOn>',
    '  <categories>',
    `    <category name="${CATEGORY}" displayName="$(string.${CATEGORY})" explainText="$(string.${CATEGORY}_Explain)" />`,
    '  </categories>',
    '  <policies>',
    ...indent(values.flatMap(policy), 4),
    '  </policies>',
    '</policyDefinitions>',
    '',
  ].join('\n');
}

export function adml(values: readonly PolicyValue[] = policyValues()): string {
  const strings: [string, string][] = [
    [CATEGORY, 'ClaimDesk'],
    [
      `${CATEGORY}_Explain`,
      `ClaimDesk's policy, in the registry key ${POLICY_KEY}: values that win over the desk's stored settings and that staff cannot change (docs/it-guide.md, "Policy file"). Where the desk lives (desk.scope) is set in the policy file only.`,
    ],
    [SUPPORTED, 'ClaimDesk versions that read the registry key ' + POLICY_KEY],
    ...values.flatMap((value): [string, string][] => {
      const name = policyName(value.path);
      const words = wordsFor(value.path);
      return [
        [name, words.name],
        [`${name}_Explain`, `${words.explain}\n\n${allowed(value)}\n\n${notConfigured(value)}`],
        ...(value.kind === 'enum'
          ? value.options.map((option): [string, string] => [`${name}_${option}`, optionLabel(value, option)])
          : []),
      ];
    }),
  ];
  const presentations = values.flatMap((value) => {
    const inside = presentation(value);
    if (inside.length === 0) return [];
    return [`<presentation id="${policyName(value.path)}">`, ...indent(inside, 2), '</presentation>'];
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<!-- Generated by npm run policy:template from shared/domain/policy.ts: do not edit. -->',
    '<policyDefinitionResources xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '  revision="1.0" schemaVersion="1.0" xmlns="http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions">',
    '  <displayName>ClaimDesk</displayName>',
    '  <description>Group Policy template for ClaimDesk, the clinic reception claims desk</description>',
    '  <resources>',
    '    <stringTable>',
    ...strings.map(([id, text]) => `      <string id="${id}">${escape(text)}</string>`),
    '    </stringTable>',
    '    <presentationTable>',
    ...indent(presentations, 6),
    '    </presentationTable>',
    '  </resources>',
    '</policyDefinitionResources>',
    '',
  ].join('\n');
}

/** Where the committed template is (electron-builder.yml ships it from there). */
export const TEMPLATE_DIR = join(__dirname, '..', '..', 'build', 'policy');

/** The template's files, by their path under build/policy/. */
export const templateFiles = (): Record<string, string> => ({
  'ClaimDesk.admx': admx(),
  'en-US/ClaimDesk.adml': adml(),
});
