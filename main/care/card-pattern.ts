/**
 * The insurer's way of writing a card number, learned from the members it has found here: the service
 * document gives no format, and staff type what they read ("cd 1000025", "CD1000025", "1000025") while the
 * service may know only "CD-1000025". Invariant: the desk rewrites a typed card only in what it cannot mean
 * otherwise (separators and case, to the shape most of the found cards share); anything more (a missing
 * prefix) is only ever offered as a suggestion, and never a shape the insurer's own cards have not shown.
 */

/** One run of a card: letters as written (upper case), or a number of digits; `after` is the separator that follows. */
type Run =
  | { readonly letters: string; readonly digits: 0; readonly after: string }
  | { readonly letters: ''; readonly digits: number; readonly after: string };

/** A card's shape: its runs, e.g. "CD-1000025" → letters "CD" then "-", then 7 digits. */
export type CardPattern = readonly Run[];

/** A card with its separators, spaces and case left out: how two writings of one card compare. */
export const cardKey = (card: string): string => card.replace(/[^0-9a-z]/gi, '').toUpperCase();

function shapeOf(card: string): CardPattern | undefined {
  const runs: Run[] = [];
  const pattern = /([A-Za-z]+|[0-9]+)([^0-9A-Za-z]*)/gy;
  let at = 0;
  for (let match = pattern.exec(card); match; match = pattern.exec(card)) {
    const [whole, run = '', after = ''] = match;
    runs.push(
      /[0-9]/.test(run) ? { letters: '', digits: run.length, after } : { letters: run.toUpperCase(), digits: 0, after },
    );
    at += whole.length;
  }
  // A card that starts with a separator, or holds other characters, teaches nothing.
  return at === card.length && runs.length > 0 ? runs : undefined;
}

const shapeName = (pattern: CardPattern): string =>
  pattern.map((run) => `${run.letters || `#${run.digits}`}${run.after}`).join('');

/**
 * The shape most of these cards share (the service's own spellings of the members it found, newest first: a tie
 * goes to the shape seen most recently); none when no card has a shape.
 */
export function learnCardPattern(cards: readonly string[]): CardPattern | undefined {
  const counts = new Map<string, { pattern: CardPattern; count: number; first: number }>();
  cards.forEach((card, index) => {
    const pattern = shapeOf(card);
    if (!pattern) return;
    const name = shapeName(pattern);
    const seen = counts.get(name);
    if (seen) seen.count++;
    else counts.set(name, { pattern, count: 1, first: index });
  });
  let best: { pattern: CardPattern; count: number; first: number } | undefined;
  for (const candidate of counts.values()) {
    if (!best || candidate.count > best.count || (candidate.count === best.count && candidate.first < best.first)) {
      best = candidate;
    }
  }
  return best?.pattern;
}

/** The key written out in the pattern's shape, when the key is exactly the pattern's letters and digits. */
function written(key: string, pattern: CardPattern): string | undefined {
  let rest = key;
  let out = '';
  for (const run of pattern) {
    const part = run.letters || rest.slice(0, run.digits);
    if (run.letters ? !rest.startsWith(run.letters) : !/^[0-9]+$/.test(part) || part.length !== run.digits)
      return undefined;
    out += part + run.after;
    rest = rest.slice(part.length);
  }
  // A trailing separator of the pattern (none in practice) is not added to what was typed.
  return rest === '' ? out.slice(0, out.length - (pattern.at(-1)?.after.length ?? 0)) : undefined;
}

/**
 * The card as the insurer writes it when only separators, spaces or case differ ("cd 1000025" → "CD-1000025");
 * otherwise the card as typed.
 */
export function cardInPattern(typed: string, pattern: CardPattern | undefined): string {
  return (pattern && written(cardKey(typed), pattern)) ?? typed;
}

/**
 * The likely card for one the service did not find: the pattern's leading letters put in front of digits typed
 * without them ("1000025" → "CD-1000025"). Offered, never looked up by itself.
 */
export function likelyCard(typed: string, pattern: CardPattern | undefined): string | undefined {
  if (!pattern) return undefined;
  const key = cardKey(typed);
  const lead = pattern.findIndex((run) => run.digits > 0);
  const prefix = pattern
    .slice(0, Math.max(lead, 0))
    .map((run) => run.letters)
    .join('');
  if (prefix === '' || key.startsWith(prefix)) return undefined;
  const card = written(prefix + key, pattern);
  return card === typed ? undefined : card;
}
