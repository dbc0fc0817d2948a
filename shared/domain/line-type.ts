/**
 * A claim line's type told by its tariff's name (the only thing the tariff cache keeps beside its price and
 * access type): the insurer's two words, `medication` and `investigation` (shared/wire/claims.ts). The
 * heuristic: the name's words (lower case, split on anything not a letter or digit) are looked up in two short
 * lists, and a dose written into the name ("500mg", "5ml") tells a medication. A name that matches both lists,
 * or neither, tells nothing: the editor then leaves the type as staff set it.
 */
import type { KNOWN_BREAKUP_TYPES } from '../wire/claims';

type LineType = (typeof KNOWN_BREAKUP_TYPES)[number];

// Dosage forms and units (English, French, Swahili where the desk's tariffs use them).
const MEDICATION = new Set(
  (
    'tablet tablets tab tabs capsule capsules caps cap syrup suspension susp injection injections inj injectable ' +
    'infusion vial vials ampoule ampoules amp cream ointment gel drops drop inhaler suppository suppositories ' +
    'pessary sachet sachets lozenge lozenges mg mcg ml iu elixir solution spray patch comprimé comprimés sirop ' +
    'gélule gélules pommade crème ampoule dawa vidonge sindano'
  ).split(' '),
);

// Laboratory work and imaging.
const INVESTIGATION = new Set(
  (
    'test tests scan scans xray ray radiograph radiography ultrasound ultrasonography sonography lab laboratory ' +
    'culture sensitivity haemogram hemogram cbc fbc ecg ekg eeg mri ct biopsy microscopy smear urinalysis ' +
    'screening panel profile assay serology titre titer analyse analyses radiographie échographie bilan ' +
    'examen vipimo kipimo'
  ).split(' '),
);

/** A dose written into a word: "500mg", "2.5ml", "10iu". */
const DOSE = /^\d+(?:[.,]\d+)?(?:mg|mcg|g|ml|iu)$/;

/** The type a tariff's name tells, or undefined when it does not tell one (or tells both). */
export function lineTypeOf(name: string): LineType | undefined {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}.,]+/u);
  let medication = false;
  let investigation = false;
  for (const raw of words) {
    const word = raw.replace(/^[.,]+|[.,]+$/g, '');
    if (word === '') continue;
    if (MEDICATION.has(word) || DOSE.test(word)) medication = true;
    if (INVESTIGATION.has(word)) investigation = true;
  }
  if (medication === investigation) return undefined;
  return medication ? 'medication' : 'investigation';
}
