/** The lint rule that keeps the page's words in the catalogue: what it reports, and what it lets through. */
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../lint-rules/no-untranslated-text.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-untranslated-text', rule, {
  valid: [
    { code: "const a = <p>{t('saved')}</p>;" },
    { code: '<p>— … · ( ) 12%</p>;' },
    { code: "<button aria-label={t('close')} title={t('close')}>×</button>;" },
    { code: '<div className="notice notice-warn" role="status" data-testid="drop-zone" />;' },
    { code: '<input type="file" accept="application/pdf" autoComplete="off" />;' },
    { code: "<td>{claim.memberName || t('none')}</td>;" },
    { code: "<p>{count > 1 ? t('many') : t('one')}</p>;" },
    { code: '<p>{busy && <Spinner />}</p>;' },
    { code: '<Field hint="x" />;', options: [{ extraAttributes: [] }] },
    { code: "const words = 'Not rendered here';" },
    { code: '<time dateTime={`PT${left}S`} />;' },
    // A service value worded by the component, the option or the hook; its value passed on as a prop.
    { code: '<dd><ServiceValue kind="gender" value={member.gender} /></dd>;' },
    { code: '<select>{types.map((type) => <ServiceOption key={type} kind="lineType" value={type} />)}</select>;' },
    { code: "<option value={type} title={word.title}>{words('lineType', type).text}</option>;" },
    { code: "<span title={access.title}>{t('start.access', { access: access.text })}</span>;" },
    {
      code: 'const columns = [{ heading: t(\'status\'), cell: (row) => <ServiceValue kind="claimStatus" value={row.status} /> }];',
    },
    // The same names where nothing is shown: keys, values sent, comparisons, a variable already worded.
    { code: '<option key={type} value={type} data-status={claim.status} />;' },
    { code: '<input type="radio" checked={benefit.code === benefitCode} />;' },
    { code: "<p>{claim.status === 'Received' ? t('received') : t('other')}</p>;" },
    { code: "t('blocked', { benefit, covered: block.coveredText });" },
    { code: '<p>{status.text}</p>;' },
    { code: '<p>{member.name}</p>;', options: [{ serviceFields: ['gender'] }] },
  ],
  invalid: [
    { code: '<p>Saved</p>;', errors: [{ messageId: 'text' }] },
    { code: '<h1>ClaimDesk</h1>;', errors: [{ messageId: 'text' }] },
    { code: "<span>{outcome === 'copied' && 'Copied'}</span>;", errors: [{ messageId: 'text' }] },
    { code: "<p>{ok ? 'Done' : t('failed')}</p>;", errors: [{ messageId: 'text' }] },
    { code: '<p>{`${count} claims waiting`}</p>;', errors: [{ messageId: 'text' }] },
    { code: '<p>Total: {total}</p>;', errors: [{ messageId: 'text' }] },
    { code: '<>Loading</>;', errors: [{ messageId: 'text' }] },
    {
      code: '<button aria-label="Close" />;',
      errors: [{ messageId: 'attribute', data: { attribute: 'aria-label', text: '"Close"' } }],
    },
    {
      code: '<input placeholder="Search" title="Search tariffs" />;',
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }],
    },
    { code: '<img alt={"Member photo"} />;', errors: [{ messageId: 'attribute' }] },
    { code: '<Button aria-label={`Remove ${file}`} />;', errors: [{ messageId: 'attribute' }] },
    { code: "<Notice title={failed ? 'Not saved' : t('saved')} />;", errors: [{ messageId: 'attribute' }] },
    { code: '<Field label="Card number" />;', errors: [{ messageId: 'attribute' }] },
    { code: '<dd>{member.gender}</dd>;', errors: [{ messageId: 'serviceValue', data: { text: 'member.gender' } }] },
    { code: '<option value={type}>{type}</option>;', errors: [{ messageId: 'serviceValue' }] },
    { code: '<option>{line.type}</option>;', errors: [{ messageId: 'serviceValue' }] },
    { code: "<span>{insurer?.status ?? t('neverListed')}</span>;", errors: [{ messageId: 'serviceValue' }] },
    { code: '<td>{row.accessType}</td>;', errors: [{ messageId: 'serviceValue' }] },
    { code: "<td>{claim['status']}</td>;", errors: [{ messageId: 'serviceValue' }] },
    { code: '<span title={tariff.access_type} />;', errors: [{ messageId: 'serviceValue' }] },
    { code: "<p>{t('start.access', { access: benefit.access_type })}</p>;", errors: [{ messageId: 'serviceValue' }] },
    { code: "t('resultLabel', { benefit: block.benefit });", errors: [{ messageId: 'serviceValue' }] },
    {
      code: "const columns = [{ heading: t('status'), cell: (row) => row.status }];",
      errors: [{ messageId: 'serviceValue' }],
    },
    {
      code: '<p>{member.name}</p>;',
      options: [{ serviceFields: ['name'] }],
      errors: [{ messageId: 'serviceValue' }],
    },
    {
      code: '<Field hint="Leave empty for the demo." error="Wrong" />;',
      options: [{ extraAttributes: ['hint', 'error'] }],
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }],
    },
  ],
});
