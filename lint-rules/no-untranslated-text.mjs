/**
 * ESLint rule: words the page shows come from the catalogue (shared/i18n), never
 * from the source. It reports, in JSX:
 *   - text between tags that contains a letter (`<p>Saved</p>`);
 *   - a string or template literal rendered as a child (`{busy && 'Saving…'}`);
 *   - a string or template literal with a letter in a user-visible attribute
 *     (`aria-label="Close"`, `label={`Copy ${what}`}`).
 * Punctuation, numbers and symbols alone (`—`, `…`, `·`, `(`) are not words and pass.
 */

/** Attributes people read or hear; `extraAttributes` adds a project's own (a component's `hint`). */
const USER_VISIBLE = [
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
];

const LETTER = /\p{L}/u;

/** The string literals an expression renders: itself, or the branches of `a && b`, `a ? b : c`, `a ?? b`. */
function renderedLiterals(node) {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return [node];
    case 'LogicalExpression':
      return node.operator === '&&'
        ? renderedLiterals(node.right)
        : [...renderedLiterals(node.left), ...renderedLiterals(node.right)];
    case 'ConditionalExpression':
      return [...renderedLiterals(node.consequent), ...renderedLiterals(node.alternate)];
    default:
      return [];
  }
}

const hasWords = (node) =>
  node.type === 'TemplateLiteral'
    ? node.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? quasi.value.raw))
    : LETTER.test(node.value);

const attributeName = (attribute) =>
  attribute.name.type === 'JSXNamespacedName'
    ? `${attribute.name.namespace.name}:${attribute.name.name.name}`
    : attribute.name.name;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Words shown on the page come from the i18n catalogue, not from string literals.' },
    schema: [
      {
        type: 'object',
        properties: { extraAttributes: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Text "{{text}}" is shown to people: take it from the catalogue (t() from renderer/i18n).',
      attribute: 'The {{attribute}} "{{text}}" is read by people: take it from the catalogue (t() from renderer/i18n).',
    },
  },
  create(context) {
    const visible = new Set([...USER_VISIBLE, ...(context.options[0]?.extraAttributes ?? [])]);
    const shown = (node) => context.sourceCode.getText(node).replace(/\s+/g, ' ').trim().slice(0, 60);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: shown(node) } });
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent.type !== 'JSXElement' && parent.type !== 'JSXFragment') return;
        for (const literal of renderedLiterals(node.expression)) {
          if (hasWords(literal)) context.report({ node: literal, messageId: 'text', data: { text: shown(literal) } });
        }
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!visible.has(name) || node.value === null) return;
        const literals =
          node.value.type === 'JSXExpressionContainer' ? renderedLiterals(node.value.expression) : [node.value];
        for (const literal of literals) {
          if (literal.type === 'Literal' && typeof literal.value !== 'string') continue;
          if (hasWords(literal)) {
            context.report({ node: literal, messageId: 'attribute', data: { attribute: name, text: shown(literal) } });
          }
        }
      },
    };
  },
};
