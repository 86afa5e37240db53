import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { groupNameKey, msGroupRegistration, type GroupListItem } from '@stem/shared';
import { groupNames } from './group-roster.ts';
import { DuplicateNameError, DuplicateRegistrationError, type RegistrationStore } from '../store/registration-store.ts';

/**
 * The -2 message of a wrong group code, on the group code field (SPEC §4, §8). What to do next is the form's
 * warning beside it (confirm with the leader, or join later), which would otherwise say it twice.
 */
export const INVALID_GROUP_CODE_MESSAGE = 'Group Code is not valid for this group.';

/** The group the README's walk-through joins (SEED_DEMO_GROUPS=true, never in production). */
export const DEMO_GROUP = {
  email: 'demo-group-leader@stem-career-day.local',
  groupName: 'Demo Group',
  groupCode: 'Rockets-2026',
} as const;

/** The demo group as its leader would have filled in the group form. */
export const DEMO_GROUP_FORM = {
  ...DEMO_GROUP,
  confirmEmail: DEMO_GROUP.email,
  schoolId: 'other',
  otherSchoolName: 'Demo Middle School',
  firstName: 'Demo',
  lastName: 'Leader',
  phone: '330-555-0100',
  lunchId: '1',
  tShirtSizeId: '3',
} as const;

/**
 * The middle school groups as students see them (DESIGN.md §4): a list of names, and a code check. Codes
 * are secrets: never listed, compared in constant time.
 */
export class GroupDirectory {
  readonly #store: RegistrationStore;
  readonly #log: FastifyBaseLogger;
  /** Per-process key: both sides of a code comparison are HMACed, so lengths and contents never leak. */
  readonly #compareKey = randomBytes(32);

  constructor(deps: { store: RegistrationStore; log: FastifyBaseLogger }) {
    this.#store = deps.store;
    this.#log = deps.log;
  }

  /** Whether `groupCode` is the code of the MSGROUP registration `groupId`. Constant time in the code. */
  async verifyCode(groupId: string, groupCode: string): Promise<boolean> {
    const group = await this.#store.get(groupId);
    const stored = group?.regType === 'MSGROUP' ? group.data.groupCode : undefined;
    // An unknown group still costs one comparison, against a value no code can match.
    const expected = typeof stored === 'string' ? this.#digest(`code:${stored}`) : this.#digest('no group');
    const matches = timingSafeEqual(expected, this.#digest(`code:${groupCode}`));
    return matches && typeof stored === 'string';
  }

  /** The group `groupId` as a student's confirmation names it: its name and its leader's; null when none. */
  async describe(groupId: string): Promise<{ groupName: string; leaderName: string } | null> {
    const group = groupId ? await this.#store.get(groupId) : null;
    return group?.regType === 'MSGROUP' ? groupNames(group) : null;
  }

  /** Every middle school group as `{ id, groupName }`, by name. */
  async list(): Promise<GroupListItem[]> {
    const groups = await this.#store.listByType('MSGROUP');
    return groups
      .map((group) => ({ id: group.regId, groupName: String(group.data.groupName ?? '') }))
      .filter((group) => group.groupName !== '')
      .sort((a, b) => a.groupName.localeCompare(b.groupName));
  }

  /**
   * Inserts the demo group unless one with its leader email exists: a normal MSGROUP registration, parsed
   * by the group form's schema and holding its name like any other group.
   */
  async seedDemoGroup(): Promise<void> {
    const existing = await this.#store.listByOwner(DEMO_GROUP.email);
    if (existing.some((registration) => registration.regType === 'MSGROUP')) return;
    const values = v.parse(msGroupRegistration.create, DEMO_GROUP_FORM);
    try {
      await this.#store.insert({
        regType: 'MSGROUP',
        email: DEMO_GROUP.email,
        data: msGroupRegistration.toStored(values),
        nameKey: groupNameKey(values.groupName),
      });
      this.#log.info('demo group seeded (SEED_DEMO_GROUPS=true)');
    } catch (error) {
      // Another instance seeded it at the same moment, or a leader already took its name.
      if (!(error instanceof DuplicateRegistrationError || error instanceof DuplicateNameError)) throw error;
    }
  }

  #digest(value: string): Buffer {
    return createHmac('sha256', this.#compareKey).update(value).digest();
  }
}
