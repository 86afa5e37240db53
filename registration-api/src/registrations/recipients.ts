import { parentEmailOf } from '@stem/shared/registration/fields/answers';
import type { Registration } from '../store/registration-store.ts';

/**
 * Everyone a registration's mails go to: the owner and, for a student, the parent/guardian. The mail composer
 * drops an empty address and one given twice (a parent who registered with the student's address).
 */
export const recipientsOf = (registration: Pick<Registration, 'email' | 'data'>): string[] => [
  registration.email,
  parentEmailOf(registration.data),
];
