import {
  additionalParentAttends,
  answerText,
  isAnswerGroup,
  parentAttends,
} from '@stem/shared/registration/fields/answers';
import { withoutBidiControls } from '../registrations/person-name.ts';

/** A parent or guardian who said they come with the student (a `parentGuardian` block, SPEC §3). */
export interface Companion {
  firstName: string;
  lastName: string;
  email: string;
  attendsAs: string;
}

/**
 * The parents a registration says come along: its `parentGuardian` if `willBeAttending`, and the additional
 * parent named there if they come too. Found by the block's name, as lunches are by theirs: any kind with
 * the block brings them. They were on no list, and an organiser planning rooms and badges counted only
 * students (qa21c).
 */
export function companionsOf(data: Record<string, unknown>): Companion[] {
  const parent = data.parentGuardian;
  if (!isAnswerGroup(parent) || !parentAttends(parent)) return [];
  const text = (value: unknown) => withoutBidiControls(answerText(value).trim());
  const first = {
    firstName: text(parent.firstName),
    lastName: text(parent.lastName),
    email: text(parent.email),
    attendsAs: 'Parent/guardian',
  };
  if (!additionalParentAttends(parent)) return [first];
  return [
    first,
    {
      firstName: text(parent.addParentFirstName),
      lastName: text(parent.addParentLastName),
      email: '',
      attendsAs: 'Additional parent/guardian',
    },
  ];
}
