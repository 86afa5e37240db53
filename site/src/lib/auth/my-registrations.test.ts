import { describe, expect, it } from 'vitest';
import { editRouteFor, readRegistrationList, registrationLabel, signOnlineRouteOf } from './my-registrations.ts';

describe('the registration chooser', () => {
  it.each([
    ['MSIND', '/ms-ind-reg-edit?regId=r1'],
    ['HSIND', '/hs-ind-reg-edit?regId=r1'],
    ['MSGROUP', '/ms-group-reg-edit?regId=r1'],
    ['HSCHAPERONE', '/hs-chaperone-reg-edit?regId=r1'],
    ['COMPANY', '/company-reg-edit?regId=r1'],
    ['SCHOLARSHIP', '/scholarship-application-edit?regId=r1'],
  ])('routes %s to its edit route', (regType, route) => {
    expect(editRouteFor({ regId: 'r1', regType })).toBe(route);
  });

  it.each(['HSDAYOFCONSENT', 'PIRATE', 'toString', '__proto__', ''])('knows no edit route for %j', (regType) => {
    expect(editRouteFor({ regId: 'r1', regType })).toBeNull();
  });

  it('names each registration by person and kind', () => {
    expect(registrationLabel({ regId: 'r', regType: 'MSIND', firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Ada Lovelace (Middle school student)',
    );
    expect(registrationLabel({ regId: 'r', regType: 'COMPANY', firstName: '', lastName: '' })).toBe(
      'Registration (Company)',
    );
  });

  it('names the group or the company too, beside the person', () => {
    const leader = { regId: 'r', regType: 'MSGROUP', firstName: 'Mae', lastName: 'Jemison' };
    expect(registrationLabel({ ...leader, entityName: 'Rockets' })).toBe('Mae Jemison · Rockets (Middle school group)');
    expect(registrationLabel({ regId: 'r', regType: 'COMPANY', firstName: '', lastName: '', entityName: 'NASA' })).toBe(
      'NASA (Company)',
    );
    expect(registrationLabel({ regId: 'r', regType: 'PIRATE', firstName: 'Ada', lastName: 'L' })).toBe(
      'Ada L (PIRATE)',
    );
  });

  it('keeps the name of what a registration is for, when the API gives one', () => {
    const line = { regId: 'a', regType: 'MSGROUP', firstName: 'Mae', lastName: 'Jemison' };
    expect(readRegistrationList({ data: { registrations: [{ ...line, entityName: 'Rockets' }] } })).toEqual([
      { ...line, entityName: 'Rockets' },
    ]);
    expect(readRegistrationList({ data: { registrations: [{ ...line, entityName: 7 }] } })).toEqual([line]);
  });

  it('reads data.registrations and drops malformed entries', () => {
    expect(
      readRegistrationList({
        code: 0,
        data: { registrations: [{ regId: 'a', regType: 'MSIND', firstName: 'Ada', lastName: 7 }, { regId: 1 }, null] },
      }),
    ).toEqual([{ regId: 'a', regType: 'MSIND', firstName: 'Ada', lastName: '' }]);
    expect(readRegistrationList({ data: {} })).toBeNull();
  });

  it('keeps the group a student is in, a removal request with its group and reason, and a standing invoice', () => {
    const removal = { groupName: 'Rockets', reason: 'Moved to another school' };
    expect(
      readRegistrationList({
        data: {
          registrations: [
            { regId: 'a', regType: 'MSIND', groupName: 'Rockets', groupRemovalRequested: removal },
            { regId: 'b', regType: 'MSIND', groupName: 7 },
            { regId: 'c', regType: 'COMPANY', invoiceNumber: 'STEM-2026-0004' },
          ],
        },
      }),
    ).toEqual([
      {
        regId: 'a',
        regType: 'MSIND',
        firstName: '',
        lastName: '',
        groupName: 'Rockets',
        groupRemovalRequested: removal,
      },
      { regId: 'b', regType: 'MSIND', firstName: '', lastName: '' },
      { regId: 'c', regType: 'COMPANY', firstName: '', lastName: '', invoiceNumber: 'STEM-2026-0004' },
    ]);
  });

  it('keeps the check-in mark only when it is true', () => {
    expect(
      readRegistrationList({
        data: {
          registrations: [
            { regId: 'a', regType: 'MSIND', checkIn: true },
            { regId: 'b', regType: 'SCHOLARSHIP', checkIn: 'yes' },
          ],
        },
      })?.map((summary) => summary.checkIn),
    ).toEqual([true, undefined]);
  });

  it('links the day-of consent form of the student’s day while the consent is neither in hand nor on its way', () => {
    expect(signOnlineRouteOf({ regType: 'MSIND', consentState: 'school-will-submit' })).toBe('/consent-form-ms');
    expect(signOnlineRouteOf({ regType: 'HSIND', consentState: 'missing' })).toBe('/consent-form-hs');
    for (const consentState of [
      'signed-on-form',
      'paper-form-received',
      'received',
      'awaiting-parent-confirmation',
    ] as const) {
      expect(signOnlineRouteOf({ regType: 'MSIND', consentState })).toBeNull();
    }
    expect(signOnlineRouteOf({ regType: 'HSCHAPERONE' })).toBeNull();
  });
});
