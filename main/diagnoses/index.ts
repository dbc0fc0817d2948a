/** The diagnosis list: import from a CSV file, search, look a code up, and the demo list. */
export { importDiagnosisList, type ImportResult } from './import-list';
export { diagnosisListInfo, lookupDiagnosis } from './diagnosis-list';
export { searchDiagnoses } from './diagnosis-search';
export { loadDemoListIfEmpty } from './demo-list';
