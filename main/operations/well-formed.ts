/**
 * Text that is not well-formed Unicode (a lone UTF-16 surrogate, as in "CD-\ud800") cannot be encoded into a
 * URL, a log line or the store's text faithfully; deep inside a use case it surfaced as a URIError. The host
 * walks each raw input once, before its schema, and refuses the first such string (or key) as bad input.
 * The walk keeps its own stack (an input nested deeper than the call stack is walked all the same) and visits
 * each object once (IPC's structured clone can carry cycles).
 */

// With the `u` flag a lone surrogate is a code point of its own, of the category Cs; a pair is one other code point.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path of the first string in `input` that is not well-formed Unicode, or of the object holding such a key
 * (`''` for the input itself), or undefined when there is none.
 */
export function illFormedAt(input: unknown): string | undefined {
  const seen = new Set<object>();
  // Each entry points at its parent's, so a deep input costs no copying of paths; the path is built once found.
  const stack: Place[] = [{ value: input, key: '', parent: undefined }];
  for (let place = stack.pop(); place !== undefined; place = stack.pop()) {
    const { value } = place;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return pathOf(place);
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return pathOf(place);
      stack.push({ value: child, key, parent: place });
    }
  }
  return undefined;
}

interface Place {
  readonly value: unknown;
  readonly key: string;
  readonly parent: Place | undefined;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at = place; at.parent !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}
