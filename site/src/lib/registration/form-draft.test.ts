import { describe, expect, it } from 'vitest';
import { draftKey, draftOf, dropDraft, markSent, readDraft, saveDraft, wasSending, wasSent } from './form-draft.ts';
import { refusingStorage, workingStorage as tabStorage } from '../storage/test-support.ts';

describe("a new form's draft", () => {
  it('keeps the answers typed, without the paths it must not keep and without any file', () => {
    const values = {
      firstName: 'Ada',
      parentConsent: { parentGuardianName: 'Anne', date: '2026-11-27' },
      scoreReport: 'scores.pdf',
      logo: new File(['x'], 'logo.png'),
      rows: [{ name: 'Ann', picture: new Blob(['x']) }],
    };
    expect(draftOf(values, [['parentConsent', 'date'], ['scoreReport'], ['missing', 'path']])).toEqual({
      firstName: 'Ada',
      parentConsent: { parentGuardianName: 'Anne' },
      rows: [{ name: 'Ann' }],
    });
  });

  it('is read back as it was kept, under its kind only, and is gone once dropped', () => {
    const storage = tabStorage();
    saveDraft(draftKey('HSIND'), { firstName: 'Ada', rows: [{ name: 'Ann' }] }, 'typed', storage);
    expect(readDraft(draftKey('HSIND'), storage)).toEqual({ firstName: 'Ada', rows: [{ name: 'Ann' }] });
    expect(readDraft(draftKey('MSIND'), storage)).toBeUndefined();
    dropDraft(draftKey('HSIND'), storage);
    expect(readDraft(draftKey('HSIND'), storage)).toBeUndefined();
  });

  it('is gone once the form is sent, and the tab remembers it was sent until a new draft is kept', () => {
    const storage = tabStorage();
    saveDraft(draftKey('HSIND'), { firstName: 'Ada' }, 'typed', storage);
    expect(wasSent(draftKey('HSIND'), storage)).toBe(false);
    markSent(draftKey('HSIND'), storage);
    expect(readDraft(draftKey('HSIND'), storage)).toBeUndefined();
    expect(wasSent(draftKey('HSIND'), storage)).toBe(true);
    saveDraft(draftKey('HSIND'), { firstName: 'Bo' }, 'typed', storage);
    expect(wasSent(draftKey('HSIND'), storage)).toBe(false);
    expect(readDraft(draftKey('HSIND'), storage)).toEqual({ firstName: 'Bo' });
  });

  it('says while a draft is being sent, until it is kept again as typed', () => {
    const storage = tabStorage();
    saveDraft(draftKey('HSIND'), { firstName: 'Ada' }, 'sending', storage);
    expect(wasSending(draftKey('HSIND'), storage)).toBe(true);
    expect(readDraft(draftKey('HSIND'), storage)).toEqual({ firstName: 'Ada' });
    saveDraft(draftKey('HSIND'), { firstName: 'Ada' }, 'typed', storage);
    expect(wasSending(draftKey('HSIND'), storage)).toBe(false);
  });

  it('reads nothing from what is not a draft of this shape: broken JSON, another version, a list', () => {
    const storage = tabStorage();
    for (const text of ['{', 'null', '{"v":2,"values":{"a":"b"}}', '{"v":1,"values":["a"]}', '"text"']) {
      storage.items.set(draftKey('HSIND'), text);
      expect(readDraft(draftKey('HSIND'), storage)).toBeUndefined();
    }
  });

  it('keeps nothing, and throws nothing, where the storage refuses (full, or turned off)', () => {
    expect(() => saveDraft(draftKey('HSIND'), { firstName: 'Ada' }, 'typed', refusingStorage)).not.toThrow();
    expect(readDraft(draftKey('HSIND'), refusingStorage)).toBeUndefined();
    expect(() => dropDraft(draftKey('HSIND'), refusingStorage)).not.toThrow();
  });
});
