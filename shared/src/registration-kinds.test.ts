import { describe, expect, it } from 'vitest';
import { REG_TYPES } from './reg-types.ts';
import {
  AGE_GATED_REG_TYPES,
  cancellationWordsOf,
  EDIT_ROUTES,
  editPageOf,
  isAgeGatedRegType,
  kindOf,
  regIdOfEditPage,
  REGISTRATION_KINDS,
} from './registration-kinds.ts';

describe('the registration kind registry', () => {
  it('has exactly one record per regType, keyed by its own regType', () => {
    expect(Object.keys(REGISTRATION_KINDS).sort()).toEqual([...REG_TYPES].sort());
    for (const regType of REG_TYPES) expect(REGISTRATION_KINDS[regType].regType).toBe(regType);
  });

  it('gives every kind its own API path and pages (SPEC §2, §7)', () => {
    const kinds = Object.values(REGISTRATION_KINDS);
    expect(new Set(kinds.map((kind) => kind.apiPath)).size).toBe(kinds.length);
    expect(new Set(kinds.map((kind) => kind.newRoute)).size).toBe(kinds.length);
    expect(REGISTRATION_KINDS.HSCHAPERONE).toMatchObject({
      apiPath: '/api/hs-chaperone-reg',
      newRoute: '/hs-chaperone-reg-new',
      editRoute: '/hs-chaperone-reg-edit',
      switch: 'hsChaperoneOpen',
      captcha: true,
      event: 'high-school',
    });
    expect(REGISTRATION_KINDS.SCHOLARSHIP.apiPath).toBe('/api/scholarships');
  });

  it('opens each of the six switchable kinds by its own switch; the day-of consents have none (SPEC §1)', () => {
    const switches = Object.values(REGISTRATION_KINDS).flatMap((kind) => (kind.switch ? [kind.switch] : []));
    expect(new Set(switches).size).toBe(6);
    expect(REGISTRATION_KINDS.HSDAYOFCONSENT.switch).toBeNull();
    expect(REGISTRATION_KINDS.MSDAYOFCONSENT.switch).toBeNull();
  });

  it('gates MSIND, MSGROUP and HSIND by birthdate, and nothing else (SPEC §2)', () => {
    expect([...AGE_GATED_REG_TYPES].sort()).toEqual(['HSIND', 'MSGROUP', 'MSIND']);
    expect(isAgeGatedRegType('HSCHAPERONE')).toBe(false);
    expect(isAgeGatedRegType('MSGROUP')).toBe(true);
  });

  it('asks a captcha on every create, the day-of consents included (SPEC §9; SECURITY.md items 16, 25)', () => {
    expect(Object.values(REGISTRATION_KINDS).filter((kind) => !kind.captcha)).toEqual([]);
  });

  it('lists in the chooser, with an edit page, every kind but the day-of consents', () => {
    for (const kind of Object.values(REGISTRATION_KINDS)) expect(kind.listed).toBe(kind.editRoute !== null);
  });

  it('finds a kind by a regType string, and nothing for anything else', () => {
    expect(kindOf('COMPANY')?.label).toBe('Company');
    for (const value of ['company', 'toString', '__proto__', '', 42, null]) expect(kindOf(value)).toBeUndefined();
  });

  it('builds the edit page of a registration, escaping the regId', () => {
    expect(editPageOf({ regType: 'HSCHAPERONE', regId: 'a b&c' })).toBe('/hs-chaperone-reg-edit?regId=a%20b%26c');
    expect(editPageOf({ regType: 'HSDAYOFCONSENT', regId: 'x' })).toBeNull();
    expect(editPageOf({ regType: 'NOPE', regId: 'x' })).toBeNull();
  });

  it('reads an edit page’s regId from its query or, as a route parameter, from its path', () => {
    const at = (url: string) => regIdOfEditPage(new URL(url, 'https://careerday.example.org'));
    expect(at('/ms-ind-reg-edit?regId=abc')).toBe('abc');
    expect(at('/ms-ind-reg-edit/?regId=abc')).toBe('abc');
    expect(at('/ms-ind-reg-edit/abc')).toBe('abc');
    expect(at('/scholarship-application-edit/a%20b%26c/')).toBe('a b&c');
    expect(at('/ms-ind-reg-edit/')).toBeNull();
    expect(at('/ms-ind-reg-edit/abc/def')).toBeNull();
    expect(at('/ms-ind-reg-edit/%E0%A4%A')).toBeNull();
    expect(EDIT_ROUTES).toEqual([
      '/ms-ind-reg-edit',
      '/ms-group-reg-edit',
      '/hs-ind-reg-edit',
      '/hs-chaperone-reg-edit',
      '/company-reg-edit',
      '/scholarship-application-edit',
    ]);
  });
});

describe('cancellationWordsOf', () => {
  it('calls cancelling an application withdrawing it, anything else cancelling', () => {
    expect(cancellationWordsOf('SCHOLARSHIP')).toEqual({
      noun: 'application',
      done: 'withdrawn',
      title: 'Withdraw Application',
    });
    expect(cancellationWordsOf('MSGROUP')).toEqual({
      noun: 'registration',
      done: 'cancelled',
      title: 'Cancel Registration',
    });
  });
});
