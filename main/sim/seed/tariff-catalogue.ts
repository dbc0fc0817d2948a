/**
 * Services a Kenyan outpatient clinic bills, grouped by category. The category
 * decides the tariff's access type (direct or pre-auth); prices are ranges in
 * shillings from which each provider draws its own.
 */
export type TariffAccess = 'direct' | 'pre-auth';

export interface CatalogueItem {
  readonly name: string;
  readonly access_type: TariffAccess;
  readonly price: readonly [number, number];
}

type Entry = readonly [name: string, low: number, high: number];

const category = (access_type: TariffAccess, entries: readonly Entry[]): CatalogueItem[] =>
  entries.map(([name, low, high]) => ({ name, access_type, price: [low, high] }));

const CONSULTATIONS = category('direct', [
  ['General practitioner consultation', 800, 1500],
  ['Specialist consultation - paediatrics', 2000, 3500],
  ['Specialist consultation - obstetrics and gynaecology', 2500, 4000],
  ['Review consultation (within 7 days)', 400, 800],
  ['Nurse triage and vitals', 200, 500],
  ['Nutrition counselling', 1000, 2000],
]);

const IMAGING = category('pre-auth', [
  ['X-ray chest PA view', 1500, 2500],
  ['Ultrasound obstetric', 2500, 4000],
  ['Ultrasound abdomen and pelvis', 3000, 4500],
  ['CT scan head (non-contrast)', 9000, 15000],
  ['MRI lumbar spine', 18000, 28000],
  ['Echocardiogram', 6000, 9000],
  ['Mammogram bilateral', 4000, 6500],
]);

const LABORATORY = category('direct', [
  ['Full blood count (FBC)', 500, 1200],
  ['Malaria rapid diagnostic test', 200, 500],
  ['Blood slide for malaria parasites', 250, 600],
  ['Urinalysis', 300, 700],
  ['HbA1c', 1500, 2800],
  ['Random blood sugar', 150, 400],
  ['Lipid profile', 1800, 3200],
  ['Liver function tests', 1800, 3000],
  ['Urea, electrolytes and creatinine', 1500, 2800],
  ['Widal test', 400, 900],
  ['Stool for ova and cysts', 300, 700],
  ['H. pylori antigen (stool)', 1200, 2200],
  ['Pregnancy test (urine hCG)', 200, 500],
  ['Thyroid function tests (TSH, FT4)', 2500, 4200],
  ['HIV rapid test with counselling', 100, 300],
]);

const PROCEDURES = category('pre-auth', [
  ['Wound dressing (minor)', 500, 1200],
  ['Suturing of laceration (up to 5 cm)', 1500, 3000],
  ['Incision and drainage of abscess', 2500, 5000],
  ['Nebulisation session', 500, 1200],
  ['Plaster of Paris application (forearm)', 3000, 6000],
  ['Electrocardiogram (12-lead ECG)', 1200, 2500],
  ['Physiotherapy session (45 minutes)', 1500, 3000],
  ['Minor surgical procedure under local anaesthesia', 6000, 12000],
]);

const DENTAL = category('pre-auth', [
  ['Dental extraction (simple)', 1500, 3000],
  ['Dental scaling and polishing', 2500, 4500],
  ['Composite filling (one surface)', 3000, 5500],
  ['Root canal treatment (anterior tooth)', 9000, 15000],
  ['Dental X-ray (periapical)', 600, 1200],
]);

const MEDICATION = category('direct', [
  ['Amoxicillin 500 mg capsules x 15', 250, 600],
  ['Amoxicillin/clavulanic acid 625 mg tablets x 14', 900, 1800],
  ['Paracetamol 500 mg tablets x 20', 50, 150],
  ['Ibuprofen 400 mg tablets x 20', 100, 250],
  ['Artemether/lumefantrine 20/120 mg tablets x 24', 300, 700],
  ['Metformin 500 mg tablets x 60', 300, 800],
  ['Amlodipine 5 mg tablets x 30', 250, 700],
  ['Losartan 50 mg tablets x 30', 600, 1400],
  ['Omeprazole 20 mg capsules x 28', 300, 900],
  ['Salbutamol 100 mcg inhaler (200 doses)', 400, 900],
  ['Cetirizine 10 mg tablets x 10', 80, 250],
  ['Oral rehydration salts sachet x 5', 50, 150],
  ['Zinc sulphate 20 mg dispersible tablets x 10', 80, 200],
  ['Ceftriaxone 1 g injection', 250, 600],
  ['Metronidazole 400 mg tablets x 21', 150, 400],
  ['Ferrous sulphate/folic acid tablets x 30', 100, 300],
  ['Insulin glargine 100 IU/ml pen 3 ml', 2500, 4500],
  ['Hydrocortisone 1% cream 15 g', 150, 400],
  ['Ciprofloxacin 500 mg tablets x 10', 200, 500],
  ['Prednisolone 5 mg tablets x 30', 150, 400],
]);

/** Categories interleaved, so even the first two tariffs have both access types. */
export const TARIFF_CATALOGUE: readonly CatalogueItem[] = interleave([
  CONSULTATIONS,
  IMAGING,
  LABORATORY,
  PROCEDURES,
  MEDICATION,
  DENTAL,
]);

/** Qualifiers that turn catalogue items into further distinct tariffs when many are asked for. */
export const VARIANTS = [
  'after hours',
  'emergency',
  'paediatric',
  'home visit',
  'inpatient ward',
  'satellite clinic',
  'weekend',
  'corporate scheme',
] as const;

function interleave(groups: readonly (readonly CatalogueItem[])[]): CatalogueItem[] {
  const longest = Math.max(...groups.map((group) => group.length));
  const out: CatalogueItem[] = [];
  for (let i = 0; i < longest; i++) {
    for (const group of groups) {
      const item = group[i];
      if (item) out.push(item);
    }
  }
  return out;
}
