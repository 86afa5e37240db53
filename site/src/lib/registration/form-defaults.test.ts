import { describe, expect, it } from 'vitest';
import { mergeDefaults, withServerDates } from './form-defaults.ts';

const blank = {
  firstName: '',
  phone: '',
  stemDayConsent: { chaperoneFullName: '', chaperoneElSignature: '', date: '01/01/2026' },
};

describe('initial values of a form', () => {
  it('are the blank answers on a new form, as a copy', () => {
    const values = mergeDefaults(blank, undefined);
    expect(values).toEqual(blank);
    values.stemDayConsent.chaperoneFullName = 'x';
    expect(blank.stemDayConsent.chaperoneFullName).toBe('');
  });

  it('lay a stored registration over the blanks, object by object, skipping nulls', () => {
    const stored = { regId: 'r1', firstName: 'Ada', phone: null, stemDayConsent: { chaperoneFullName: 'Ada L' } };
    expect(mergeDefaults(blank, stored)).toEqual({
      regId: 'r1',
      firstName: 'Ada',
      phone: '',
      stemDayConsent: { chaperoneFullName: 'Ada L', chaperoneElSignature: '', date: '01/01/2026' },
    });
  });

  it('put today into every date the server writes', () => {
    const values = withServerDates(
      blank,
      [
        ['stemDayConsent', 'date'],
        ['missing', 'date'],
      ],
      '02/21/2026',
    );
    expect(values.stemDayConsent.date).toBe('02/21/2026');
    expect(values).not.toHaveProperty('missing');
    expect(blank.stemDayConsent.date).toBe('01/01/2026');
  });

  it('keep a stored date on an edit, and date an unsigned block today', () => {
    const signed = withServerDates(blank, [['stemDayConsent', 'date']], '02/21/2026', true);
    expect(signed.stemDayConsent.date).toBe('01/01/2026');
    const unsigned = { stemDayConsent: { ...blank.stemDayConsent, date: '' } };
    expect(withServerDates(unsigned, [['stemDayConsent', 'date']], '02/21/2026', true).stemDayConsent.date).toBe(
      '02/21/2026',
    );
  });
});
