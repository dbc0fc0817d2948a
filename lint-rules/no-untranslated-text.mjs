/**
 * ESLint rule: words the page shows come from the catalogue (shared/i18n), never
 * from the source. It reports, in JSX:
 *   - text between tags that contains a letter (`<p>Saved</p>`);
 *   - a string or template literal rendered as a child (`{busy && 'Saving…'}`);
 *   - a string or template literal with a letter in a user-visible attribute
 *     (`aria-label="Close"`, `label={`Copy ${what}`}`).
 * Punctuation, numbers and symbols alone (`—`, `…`, `·`, `(`) are not words and pass.
 *
 * It also reports a value of the insurer's service shown raw: a property (or a variable) named like one of the
 * service's fields (`gender`, `status`, `accessType`, a diagnosis' or a line's `type`…; `serviceFields`) rendered
 * as a child (`{member.gender}`, `<option>{type}</option>`), in a user-visible attribute, as a `{{value}}` of a
 * t() call (`t('key', { access: benefit.access_type })`) or as a table's cell (`cell: (row) => row.status`).
 * Such a value goes through <ServiceValue>/<ServiceOption> or useServiceWords (renderer/components/ServiceValue.tsx),
 * which word it in the desk's language; a call or a component in between is never reported.
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

/** Names of the fields whose values the insurer's service chooses (shared/i18n/service-values.ts). */
const SERVICE_FIELDS = [
  'gender',
  'access',
  'accessType',
  'access_type',
  'status',
  'insurerStatus',
  'type',
  'benefit',
  'benefitCode',
  'benefit_code',
  'policy_benefit_code',
];

/** What an expression may render: itself, or the branches of `a && b`, `a ? b : c`, `a ?? b`, `a || b`. */
function renderedValues(node) {
  switch (node.type) {
    case 'LogicalExpression':
      return node.operator === '&&'
        ? renderedValues(node.right)
        : [...renderedValues(node.left), ...renderedValues(node.right)];
    case 'ConditionalExpression':
      return [...renderedValues(node.consequent), ...renderedValues(node.alternate)];
    case 'ChainExpression':
    case 'TSNonNullExpression':
    case 'TSAsExpression':
      return renderedValues(node.expression);
    default:
      return [node];
  }
}

/** The name a value is read under: `x.gender`, `x?.['status']` → the property; `type` → the variable. */
function readName(node, withVariables) {
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier') return node.property.name;
    if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') {
      return node.property.value;
    }
    return undefined;
  }
  return withVariables && node.type === 'Identifier' ? node.name : undefined;
}

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
        properties: {
          extraAttributes: { type: 'array', items: { type: 'string' } },
          serviceFields: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      serviceValue:
        '"{{text}}" is a value of the insurer\'s service shown as it came: word it (ServiceValue, ServiceOption or ' +
        'useServiceWords from renderer/components/ServiceValue.tsx; a benefit by its name).',
      text: 'Text "{{text}}" is shown to people: take it from the catalogue (t() from renderer/i18n).',
      attribute: 'The {{attribute}} "{{text}}" is read by people: take it from the catalogue (t() from renderer/i18n).',
    },
  },
  create(context) {
    const visible = new Set([...USER_VISIBLE, ...(context.options[0]?.extraAttributes ?? [])]);
    const shown = (node) => context.sourceCode.getText(node).replace(/\s+/g, ' ').trim().slice(0, 60);
    const serviceFields = new Set(context.options[0]?.serviceFields ?? SERVICE_FIELDS);
    /** Reports the service values `expression` renders; a variable counts only where `withVariables`. */
    const checkServiceValues = (expression, withVariables) => {
      for (const value of renderedValues(expression)) {
        const name = readName(value, withVariables);
        if (name !== undefined && serviceFields.has(name)) {
          context.report({ node: value, messageId: 'serviceValue', data: { text: shown(value) } });
        }
      }
    };
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
        checkServiceValues(node.expression, true);
      },
      // t('key', { access: benefit.access_type }): a sentence's value (a variable there may already be worded).
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        const values = node.arguments[1];
        if (callee.type !== 'Identifier' || callee.name !== 't' || values?.type !== 'ObjectExpression') return;
        for (const property of values.properties) {
          if (property.type === 'Property') checkServiceValues(property.value, false);
        }
      },
      // A table's column (components/AmountsTable.tsx): `cell: (row) => row.status` renders the value as it came.
      'Property[key.name="cell"] > ArrowFunctionExpression'(node) {
        if (node.body.type !== 'BlockStatement') checkServiceValues(node.body, false);
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!visible.has(name) || node.value === null) return;
        if (node.value.type === 'JSXExpressionContainer') checkServiceValues(node.value.expression, true);
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
