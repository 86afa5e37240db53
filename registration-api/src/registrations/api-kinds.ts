import type { ApiKind } from './api-kind.ts';
import { company } from './kinds/company.ts';
import { hsDayOfConsent, msDayOfConsent } from './kinds/day-of-consent.ts';
import { hsChaperone } from './kinds/hs-chaperone.ts';
import { hsIndividual } from './kinds/hs-individual.ts';
import { msGroup } from './kinds/ms-group.ts';
import { msIndividual } from './kinds/ms-individual.ts';
import { scholarship } from './kinds/scholarship.ts';

/**
 * The registration kinds the API serves, a line each; their paths, switches, captcha and events come from
 * the shared kind registry (`definition.kind`). A new kind is its shared definition, a module in kinds/ and
 * a line here (registration-routes.test.ts fails while a shared definition has no line).
 */
export const API_KINDS: readonly ApiKind[] = [
  msIndividual,
  msGroup,
  hsIndividual,
  hsChaperone,
  hsDayOfConsent,
  msDayOfConsent,
  company,
  scholarship,
];

/** The API kind of a stored registration's regType. */
export const apiKindOf = (regType: string): ApiKind | undefined =>
  API_KINDS.find((apiKind) => apiKind.definition.kind.regType === regType);
