import type { EventSlug, RegType } from '@stem/shared';
import { attendedDays, type ApiKind } from '../registrations/api-kind.ts';
import { API_KINDS } from '../registrations/api-kinds.ts';
import type { Registration } from '../store/registration-store.ts';
import { humanise } from './flatten.ts';

const API_KIND_OF = new Map<RegType, ApiKind>(API_KINDS.map((kind) => [kind.definition.regType, kind]));

/**
 * The career days a registration attends: its kind's own answer (`eventsOf`, a company's event choice),
 * else the registry's `event`, else none. What it orders (lunch, T-shirts) counts under the first.
 */
export function eventsOf(registration: Pick<Registration, 'regType' | 'data'>): EventSlug[] {
  // Every kind of the registry has its API kind (a test holds them to it): an unknown regType has no day.
  const apiKind = API_KIND_OF.get(registration.regType);
  return apiKind ? attendedDays(apiKind, registration.data) : [];
}

/** A career day's name as the CMS gives it, else its slug in words ("ms-day": "Ms day") while the CMS has none. */
export const dayNameOf = (slug: EventSlug, named: string | undefined): string =>
  named ?? humanise(slug.replace('-', ' '));
