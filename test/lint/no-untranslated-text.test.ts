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
    {
      code: '<Field hint="Leave empty for the demo." error="Wrong" />;',
      options: [{ extraAttributes: ['hint', 'error'] }],
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }],
    },
  ],
});
