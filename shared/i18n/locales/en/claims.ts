/** The claim editor: authorization, doctor, complaint, diagnoses (with the diagnosis list), lines. */
export default {};
