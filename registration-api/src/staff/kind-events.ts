import { kindOf, type EventSlug, type RegType } from '@stem/shared';
import { attendedDays, type ApiKind } from '../registrations/api-kind.ts';
import { API_KINDS } from '../registrations/api-kinds.ts';
import type { Registration } from '../store/registration-store.ts';

const API_KIND_OF = new Map<RegType, ApiKind>(API_KINDS.map((kind) => [kind.definition.regType, kind]));

/**
 * The career days a registration attends: its kind's own answer (`eventsOf`, a company's event choice),
 * else the registry's `event`, else none. What it orders (lunch, T-shirts) counts under the first.
 */
export function eventsOf(registration: Pick<Registration, 'regType' | 'data'>): EventSlug[] {
  const apiKind = API_KIND_OF.get(registration.regType);
  if (apiKind) return attendedDays(apiKind, registration.data);
  const event = kindOf(registration.regType)?.event;
  return event ? [event] : [];
}
