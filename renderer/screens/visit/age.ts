/** Whole years between a date of birth (YYYY-MM-DD) and today; undefined when the date cannot be read. */
export function ageOn(dob: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  const age = today.getFullYear() - year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : undefined;
}
