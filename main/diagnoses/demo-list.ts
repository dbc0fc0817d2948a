/**
 * The diagnosis list demo mode starts with: common outpatient codes of ICD-10 with
 * short titles in plain words, written for ClaimDesk (they are not the official
 * ICD-10 wording). It is a CSV file in the format staff import, read by the same
 * code, so it also shows the format: a header, one code per line, a title with a
 * comma in double quotes.
 */
import type { StoreDeps } from '../store/store-deps';
import { diagnosisListInfo } from './diagnosis-list';
import { importDiagnosisList, type ImportResult } from './import-list';

export const DEMO_LIST_NAME = 'ClaimDesk demo list (common outpatient codes)';

export const DEMO_DIAGNOSES_CSV = `code,title
A01.0,Typhoid fever
A06.0,"Amoebic dysentery, acute"
A09,"Diarrhoea and gastroenteritis, probably infectious"
A15.0,"Tuberculosis of the lung, confirmed by sputum"
B01.9,"Chickenpox, no complications"
B05.9,"Measles, no complications"
B35.0,Ringworm of the scalp
B35.4,Ringworm of the body
B37.0,Oral thrush
B37.3,Vaginal thrush
B50.9,Falciparum malaria
B54,"Malaria, type not confirmed"
B82.9,Intestinal worms
B86,Scabies
D50.9,Anaemia from lack of iron
D64.9,"Anaemia, cause not yet known"
E03.9,Underactive thyroid
E10.9,"Type 1 diabetes, no complications"
E11.9,"Type 2 diabetes, no complications"
E66.9,Obesity
E86,Dehydration
F32.9,Depression (episode)
F41.1,Generalised anxiety
G40.9,Epilepsy
G43.9,Migraine
G44.2,Tension headache
G47.0,Difficulty sleeping (insomnia)
H10.9,Conjunctivitis (pink eye)
H52.1,Short-sightedness
H52.4,Needs reading glasses with age (presbyopia)
H60.9,Infection of the outer ear canal
H61.2,Ear wax blocking the canal
H66.9,Middle ear infection
I10,High blood pressure
I50.9,Heart failure
I83.9,Varicose veins of the legs
J00,Common cold
J01.9,"Sinusitis, acute"
J02.9,Sore throat (pharyngitis)
J03.9,Tonsillitis
J06.9,"Upper airway infection, acute"
J11.1,Flu with chest or throat symptoms
J18.9,"Pneumonia, germ not identified"
J20.9,Chest cold (acute bronchitis)
J30.4,Hay fever and other nasal allergy
J44.9,Long-term obstructive lung disease (COPD)
J45.9,Asthma
K02.9,Tooth decay
K04.7,Tooth abscess
K05.1,Gum inflammation (gingivitis)
K21.9,Acid reflux
K29.7,Gastritis
K30,Indigestion
K59.0,Constipation
K64.9,Piles (haemorrhoids)
L01.0,Impetigo
L02.9,Skin abscess or boil
L03.9,Cellulitis
L20.9,Eczema (atopic)
L23.9,Skin rash from contact with an allergen
L50.9,Hives (urticaria)
L70.0,Acne
M10.9,Gout
M17.9,Knee osteoarthritis
M25.5,Joint pain
M54.2,Neck pain
M54.5,Low back pain
M79.1,Muscle pain
N30.0,"Bladder infection, acute"
N39.0,"Urinary infection, site not known"
N76.0,"Vaginitis, acute"
N94.6,Painful periods
R05,Cough
R10.4,Abdominal pain
R11,Nausea and vomiting
R21,"Rash, not otherwise described"
R42,Dizziness
R50.9,"Fever, cause not known"
R51,Headache
R53,Tiredness and feeling unwell
S93.4,Sprained ankle
T14.0,Graze or bruise
T14.1,Cut or open wound
T30.0,"Burn, body area not stated"
T78.4,Allergic reaction
Z00.0,General check-up
Z00.1,Well-child check
Z01.0,Eye and vision test
Z09,Follow-up visit after treatment
Z30.0,Family planning advice
Z34.9,Routine antenatal check
Z76.0,Repeat prescription
`;

/** In demo mode, a desk with no diagnosis list gets the demo list; answers null when it had one. */
export function loadDemoListIfEmpty(deps: StoreDeps): ImportResult | null {
  if (diagnosisListInfo(deps).count > 0) return null;
  return importDiagnosisList(deps, { fileName: DEMO_LIST_NAME, text: DEMO_DIAGNOSES_CSV });
}
