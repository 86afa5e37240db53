import { describe, expect, it } from 'vitest';
import { changesSince } from './edit-changes.ts';

describe('the changes made on an edit form since it was loaded', () => {
  const loaded = {
    lastName: 'Lovelace',
    lunchId: '1',
    parentGuardian: { email: 'grace@example.com', phoneNumber: '330-555-0100' },
    participants: [{ firstName: 'Ada' }, { firstName: 'Bo' }],
  };

  it('names each changed answer inside a group, and nothing of the group’s other answers', () => {
    const current = structuredClone(loaded);
    current.lastName = 'King';
    current.parentGuardian.phoneNumber = '330-555-0199';
    expect(changesSince(loaded, current)).toEqual([
      ['lastName', 'King'],
      ['parentGuardian.phoneNumber', '330-555-0199'],
    ]);
  });

  it('takes a list of rows whole once any row changed, was added or was removed', () => {
    const removed = { ...structuredClone(loaded), participants: [{ firstName: 'Ada' }] };
    expect(changesSince(loaded, removed)).toEqual([['participants', [{ firstName: 'Ada' }]]]);
    const edited = structuredClone(loaded);
    edited.participants[1]!.firstName = 'Cy';
    expect(changesSince(loaded, edited)).toEqual([['participants', [{ firstName: 'Ada' }, { firstName: 'Cy' }]]]);
  });

  it('finds nothing when nothing changed, and reads a missing answer as an empty one', () => {
    expect(changesSince(loaded, structuredClone(loaded))).toEqual([]);
    expect(changesSince({ ...loaded, note: '' }, { ...loaded, note: undefined })).toEqual([]);
  });

  it('keeps its own copy of a changed list (the form may change it again)', () => {
    const current = { ...structuredClone(loaded), participants: [{ firstName: 'Ada' }] };
    const [[, kept]] = changesSince(loaded, current) as [[string, Array<{ firstName: string }>]];
    current.participants[0]!.firstName = 'Changed later';
    expect(kept[0]!.firstName).toBe('Ada');
  });
});
