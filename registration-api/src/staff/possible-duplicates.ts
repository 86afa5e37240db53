import { answerText } from '@stem/shared/registration/fields/answers';
import { entityNameOf, personName } from '../registrations/person-name.ts';
import type { Registration } from '../store/registration-store.ts';
import { organisationNameKey, personNameKey } from './same-name-key.ts';

/**
 * What makes two registrations of one kind look like the same one made twice: a company's or group's name
 * (a colleague registering the company again), else the person's name at the same school (a parent and the
 * student each registering the student, under two addresses). Compared as two people typing one name write
 * it (case, accents, punctuation and a company's "Inc." aside; qa15c: "Wingfoot Dynamics, Inc." was not
 * flagged beside "Wingfoot Dynamics"); '' when the registration names nothing to compare.
 */
function duplicateKeyOf(registration: Registration): string {
  const entity = entityNameOf(registration);
  if (entity) return organisationNameKey(entity);
  const name = personNameKey(personName(registration));
  if (!name) return '';
  const { schoolId, otherSchoolName } = registration.data;
  const school =
    answerText(schoolId) === 'other' ? organisationNameKey(answerText(otherSchoolName)) : answerText(schoolId);
  return `${name}|${school}`;
}

/**
 * For each registration of a list that shares its key with another (above), the others' owner addresses, so
 * the organisers see both rows of a company or a student registered twice before they count lunches twice or
 * print two badges. Flagged, never merged or refused: two branches of one company, or two students of one
 * name at one school, are real (the organisers decide).
 */
export function possibleDuplicates(registrations: readonly Registration[]): Map<string, string[]> {
  const byKey = new Map<string, Registration[]>();
  for (const registration of registrations) {
    const key = duplicateKeyOf(registration);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), registration]);
  }
  const others = new Map<string, string[]>();
  for (const same of byKey.values()) {
    if (same.length < 2) continue;
    for (const registration of same) {
      others.set(
        registration.regId,
        same.filter((other) => other !== registration).map((other) => other.email),
      );
    }
  }
  return others;
}
