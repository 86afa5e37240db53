import { kindOf, type CatalogCategory, type RegType } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { RegistrationStore } from '../store/registration-store.ts';

/** Which catalogue a field's ids come from, by the field's own name; schools and grades by the kind's day. */
function categoryOf(field: string, regType: RegType): CatalogCategory | 'state' | 'group' | null {
  // A student's group is a group leader's registration: its name is what organisers and students call it.
  if (field === 'groupId') return 'group';
  const middleSchool = kindOf(regType)?.event === 'middle-school';
  if (field === 'lunchId' || field === 'lunchTypeId') return 'LUNCH';
  if (field === 'tShirtSizeId') return 'TSHIRT';
  // A kind tied to no day (a scholarship: high school seniors) reads the high school lists.
  if (field === 'schoolId') return middleSchool ? 'MIDSCH' : 'HIGHSCH';
  if (field === 'gradeLevelId') return middleSchool ? 'MSGRADE' : 'HSGRADE';
  if (field === 'stateId' || field.endsWith('StateId')) return 'state';
  return null;
}

/**
 * Catalogue ids as their titles (the school's name for `schoolId: '12'`, the group's name for a student's
 * `groupId`), for the staff desk's lists, exports and headcounts. The lists are the CMS's, read through the
 * API's cache (last known values when the CMS is down), and the groups are the store's; an id no list knows
 * (a retired item, `other`, a cancelled group) stays as it is.
 */
export class CatalogueNames {
  readonly #titles: Map<string, Map<string, string>>;

  private constructor(titles: Map<string, Map<string, string>>) {
    this.#titles = titles;
  }

  /** `store`: where the groups are (without it a `groupId` stays an id). */
  static async load(cms: CmsClient, store?: RegistrationStore): Promise<CatalogueNames> {
    const categories: CatalogCategory[] = ['MIDSCH', 'HIGHSCH', 'MSGRADE', 'HSGRADE', 'TSHIRT', 'LUNCH'];
    const titles = new Map<string, Map<string, string>>();
    const [catalogs, states, groups] = await Promise.all([
      Promise.all(categories.map((category) => cms.getCatalog(category))),
      cms.getUsStates(),
      store ? store.listByType('MSGROUP') : [],
    ]);
    titles.set('group', new Map(groups.map((group) => [group.regId, String(group.data.groupName ?? group.regId)])));
    categories.forEach((category, index) =>
      titles.set(category, new Map((catalogs[index]!.items ?? []).map((item) => [String(item.itemId), item.title]))),
    );
    titles.set('state', new Map((states ?? []).map((state) => [String(state.stateId), state.title])));
    return new CatalogueNames(titles);
  }

  /** Whether a field of the kind holds catalogue ids (its column shows titles). */
  isCatalogueField(field: string, regType: RegType): boolean {
    return categoryOf(field, regType) !== null;
  }

  /** The title of `value` in the field's catalogue, or `value` itself when no list knows it. */
  titleOf(field: string, value: string, regType: RegType): string {
    // A school not in the list: the other school's name is a column of its own.
    if (field === 'schoolId' && value === 'other') return 'Other';
    const category = categoryOf(field, regType);
    return (category && this.#titles.get(category)?.get(value)) || value;
  }

  /** The position of `value` in its catalogue (T-shirts S before M), for ordering; Infinity when unknown. */
  orderOf(field: string, value: string, regType: RegType): number {
    const category = categoryOf(field, regType);
    const ids = category ? [...(this.#titles.get(category)?.keys() ?? [])] : [];
    const index = ids.indexOf(value);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  }
}
