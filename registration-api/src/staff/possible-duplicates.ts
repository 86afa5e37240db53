import { answerText } from '@stem/shared/registration/fields/answers';
import { searchKey } from '@stem/shared/text/search-key';
import { entityNameOf, personName } from '../registrations/person-name.ts';
import type { Registration } from '../store/registration-store.ts';

/**
 * What makes two registrations of one kind look like the same one made twice: a company's or group's name
 * (a colleague registering the company again), else the person's name at the same school (a parent and the
 * student each registering the student, under two addresses). Compared as the door's search compares (case,
 * accents and apostrophes aside); '' when the registration names nothing to compare.
 */
function duplicateKeyOf(registration: Registration): string {
  const entity = entityNameOf(registration);
  if (entity) return searchKey(entity);
  const name = searchKey(personName(registration));
  if (!name) return '';
  const { schoolId, otherSchoolName } = registration.data;
  const school = answerText(schoolId) === 'other' ? searchKey(answerText(otherSchoolName)) : answerText(schoolId);
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
