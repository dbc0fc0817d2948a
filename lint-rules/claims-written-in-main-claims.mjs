/**
 * ESLint rule: one writer of a claim's rows. SQL that writes the `claims` or `claim_lines` table (UPDATE … SET,
 * INSERT / REPLACE INTO, DELETE FROM) is written only in main/claims/state, whose transitions check the state they
 * start from; everyone else calls them. It reports a string literal, a template literal, or a `+` chain of them
 * holding such SQL in a file outside `allowedIn` (path prefixes from the working directory: the owner, the
 * migrations, the tests that lay out rows). SQL keywords and names are matched as SQLite reads them: in any case,
 * a name quoted or not, with or without `main.`.
 */
import path from 'node:path';

const name = (table) => `(?:main\\s*\\.\\s*)?(?:"${table}"|\`${table}\`|\\[${table}\\]|${table}\\b)`;

/** The SQL writes of one of `tables`, as a regex whose first group is the table written. */
function writesOf(tables) {
  const table = `(${tables.map(name).join('|')})`;
  const or = '(?:\\s+OR\\s+\\w+)?';
  return new RegExp(
    [
      // UPDATE [OR …] t [[AS] alias] [INDEXED BY i | NOT INDEXED] SET: the SET keeps prose ("update claims") out.
      `\\bUPDATE${or}\\s+${table}(?:\\s+(?:AS\\s+)?(?!SET\\b|INDEXED\\b|NOT\\b)\\w+)?(?:\\s+INDEXED\\s+BY\\s+\\w+|\\s+NOT\\s+INDEXED)?\\s+SET\\b`,
      `\\b(?:INSERT${or}|REPLACE)\\s+INTO\\s+${table}`,
      `\\bDELETE\\s+FROM\\s+${table}`,
    ].join('|'),
    'i',
  );
}

/** The text of a literal, template or `+` chain of them; each expression in it stands as `?`. */
function textOf(node) {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : '?';
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? ');
    case 'BinaryExpression':
      return node.operator === '+' ? textOf(node.left) + textOf(node.right) : '?';
    default:
      return '?';
  }
}

const isConcatenation = (node) => node?.type === 'BinaryExpression' && node.operator === '+';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'SQL that writes the claims tables is written only by their owner, main/claims/state.' },
    schema: [
      {
        type: 'object',
        properties: {
          tables: { type: 'array', items: { type: 'string', pattern: '^\\w+$' } },
          allowedIn: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      write:
        'SQL writes `{{table}}` here: a claim row changes only through a named transition of main/claims/state ' +
        '(the state table is at its top). Call one, or add one there.',
    },
  },
  create(context) {
    const { tables = ['claims', 'claim_lines'], allowedIn = [] } = context.options[0] ?? {};
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (allowedIn.some((prefix) => file.startsWith(prefix))) return {};
    const writes = writesOf(tables);
    const check = (node) => {
      // A piece of a `+` chain is checked with the whole chain.
      if (isConcatenation(node.parent)) return;
      const found = writes.exec(textOf(node));
      if (!found) return;
      const table = found
        .slice(1)
        .find((group) => group !== undefined)
        .replace(/^main\s*\.\s*/i, '')
        .replace(/^["`[]|["`\]]$/g, '');
      context.report({ node, messageId: 'write', data: { table } });
    };
    return {
      Literal: (node) => {
        if (typeof node.value === 'string') check(node);
      },
      TemplateLiteral: check,
      BinaryExpression: (node) => {
        if (node.operator === '+') check(node);
      },
    };
  },
};
