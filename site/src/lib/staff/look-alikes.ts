import type { CheckInPerson } from '@stem/shared/check-in-contract';

/** Name and detail as the door reads them: case and spacing aside. */
const shownAs = (person: Pick<CheckInPerson, 'name' | 'detail'>) =>
  `${person.name}\n${person.detail}`.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();

/**
 * The people of one list (a search's results, a group's students) who read the same as another of the list:
 * one name at one school (twins, a common name). Their line adds what tells them apart (`tellApart`: the
 * grade and parent/guardian), so the door ticks the one in front of it; the others' lines stay short.
 */
export function lookAlikes(people: readonly Pick<CheckInPerson, 'regId' | 'name' | 'detail'>[]): Set<string> {
  const seen = new Map<string, number>();
  for (const person of people) seen.set(shownAs(person), (seen.get(shownAs(person)) ?? 0) + 1);
  return new Set(people.filter((person) => seen.get(shownAs(person))! > 1).map((person) => person.regId));
}
