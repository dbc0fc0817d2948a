/** The rulebook's sentences (shared/domain/rule-wording.ts): what a form or a claim still needs. */
export default {};
