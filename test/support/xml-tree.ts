/**
 * A small XML reader for tests: checks a document is well-formed (one root, every tag closed in order, attributes
 * quoted and not repeated, `<` and `&` only as markup or entities) and gives its element tree. No DTDs, no CDATA:
 * what a generated file must not hold anyway. Throws, naming the offset, on anything else.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const START = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');

function decoded(text: string, at: number): string {
  if (/&/.test(text.replace(ENTITY, ''))) throw new Error(`a bare & at ${at}`);
  return text.replace(ENTITY, (entity) => {
    const named: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
    if (named[entity] !== undefined) return named[entity];
    const hex = entity.startsWith('&#x');
    return String.fromCodePoint(Number.parseInt(entity.slice(hex ? 3 : 2, -1), hex ? 16 : 10));
  });
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const declaration = /^<\?xml[^?]*\?>/.exec(source);
  if (declaration) at = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (at < source.length) {
    const rest = source.slice(at);
    const top = stack.at(-1);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0 || rest.slice(4, end).includes('--')) throw new Error(`a bad comment at ${at}`);
      at += end + 3;
    } else if (rest.startsWith('</')) {
      const end = new RegExp(`^</(${NAME})\\s*>`).exec(rest);
      if (!end || top?.name !== end[1]) throw new Error(`an end tag that closes nothing open at ${at}`);
      stack.pop();
      at += end[0].length;
    } else if (rest.startsWith('<')) {
      const start = START.exec(rest);
      if (!start) throw new Error(`a bad tag at ${at}`);
      if (top === undefined && root !== undefined) throw new Error(`a second root element at ${at}`);
      const attributes: Record<string, string> = {};
      for (const [, name = '', double, single] of (start[2] ?? '').matchAll(ATTRIBUTE)) {
        if (name in attributes) throw new Error(`the attribute ${name} twice at ${at}`);
        attributes[name] = decoded(double ?? single ?? '', at);
      }
      const element: XmlElement = { name: start[1] ?? '', attributes, children: [], text: '' };
      if (top === undefined) root = element;
      else top.children.push(element);
      if (start[3] !== '/') stack.push(element);
      at += start[0].length;
    } else {
      const end = rest.indexOf('<');
      const text = end < 0 ? rest : rest.slice(0, end);
      if (top === undefined && text.trim() !== '') throw new Error(`text outside the root element at ${at}`);
      if (top !== undefined) top.text += decoded(text, at);
      at += text.length;
    }
  }
  if (root === undefined || stack.length > 0) throw new Error('no root element, or one left open');
  return root;
}

/** Every element named `name` in the tree, in document order. */
export const elementsNamed = (element: XmlElement, name: string): XmlElement[] => [
  ...(element.name === name ? [element] : []),
  ...element.children.flatMap((child) => elementsNamed(child, name)),
];
