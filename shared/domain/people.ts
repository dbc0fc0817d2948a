/**
 * The people who sign in to the desk (main/desk/people): each receptionist with her own name and PIN. A name is
 * trimmed, 1 to 60 characters, and unique among the active people whatever its case; a retired person stays on
 * record (the audit trail names her) but cannot sign in. No roles in this version: anyone signed in may manage
 * the people.
 */
import { z } from 'zod';
import { PinText } from './lock';

export const PERSON_NAME_MAX = 60;
export const PersonName = z.string().trim().min(1).max(PERSON_NAME_MAX);

export const PersonId = z.number().int().positive();

/** A person as Settings › People lists her. */
export const PersonView = z.object({
  id: PersonId,
  name: z.string(),
  addedAt: z.iso.datetime(),
  /** Who added her (her name then); empty for the first person, made from the desk PIN set before. */
  addedBy: z.string(),
});
export type PersonView = z.infer<typeof PersonView>;

/** A retired person, as Settings › People shows her on request (read-only: she stays on record, cannot sign in). */
export const RetiredPersonView = z.object({ id: PersonId, name: z.string(), retiredAt: z.iso.datetime() });
export type RetiredPersonView = z.infer<typeof RetiredPersonView>;

export const PeopleView = z.object({
  people: z.array(PersonView),
  /** The retired people, most recently retired first. */
  retired: z.array(RetiredPersonView),
  /** The person signed in at the desk now; null when no one is (no PIN set yet). */
  currentId: PersonId.nullable(),
});
export type PeopleView = z.infer<typeof PeopleView>;

export const AddPersonInput = z.object({ name: PersonName, pin: PinText });
export const RenamePersonInput = z.object({ id: PersonId, name: PersonName });
export const RetirePersonInput = z.object({ id: PersonId });
