import { kindOf } from '@stem/shared';
import { answerText } from '@stem/shared/registration/fields/answers';
import type { Registration } from '../store/registration-store.ts';

/**
 * The bidirectional embeddings, overrides and isolates. A name with one is refused (shared text rules), but
 * a registration stored before that rule could still turn what follows its name around, on the door's card
 * and in mails ("… ✔ Checked in 7:52 AM by staff" beside the real standing): the words we print drop them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** `text` without bidirectional controls (see above), for names and the words around them. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** The registrant's first and last name as one ("Ada Lovelace"), spaces made single; '' for a kind without. */
export const personName = ({ data }: Pick<Registration, 'data'>): string =>
  withoutBidiControls(`${answerText(data.firstName)} ${answerText(data.lastName)}`)
    .replace(/\s+/g, ' ')
    .trim();

/** What a registration is for besides its person, where its kind names it (`nameField`): a group's or company's name; '' otherwise. */
export const entityNameOf = ({ regType, data }: Pick<Registration, 'regType' | 'data'>): string => {
  const field = kindOf(regType)?.nameField;
  return field ? answerText(data[field]).trim() : '';
};
