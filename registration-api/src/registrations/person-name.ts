import { answerText } from '@stem/shared/registration/fields/answers';
import type { Registration } from '../store/registration-store.ts';

/** The registrant's first and last name as one ("Ada Lovelace"), spaces made single; '' for a kind without. */
export const personName = ({ data }: Pick<Registration, 'data'>): string =>
  `${answerText(data.firstName)} ${answerText(data.lastName)}`.replace(/\s+/g, ' ').trim();
