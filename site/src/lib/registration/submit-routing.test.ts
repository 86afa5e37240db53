import { REGISTRATION_KINDS } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import { submitPolicy, thankYouUrl } from './submit-routing.ts';

const { MSIND, HSIND, HSCHAPERONE, MSGROUP, COMPANY, SCHOLARSHIP, HSDAYOFCONSENT, MSDAYOFCONSENT } = REGISTRATION_KINDS;

describe('thank-you address (SPEC §2, §8)', () => {
  it('carries regType, regId and the consent flag for a student', () => {
    expect(thankYouUrl(MSIND, { mode: 'create', regId: 'r 1', consentSubmitted: true })).toBe(
      '/thank-you?regType=MSIND&regId=r+1&isContestFormSubmitted=true',
    );
    expect(thankYouUrl(HSIND, { mode: 'create', regId: 'r1', consentSubmitted: false })).toBe(
      '/thank-you?regType=HSIND&regId=r1&isContestFormSubmitted=false',
    );
    // A middle school student's group, for the page to name.
    expect(thankYouUrl(MSIND, { mode: 'create', regId: 'r1', consentSubmitted: false, groupName: 'Rockets' })).toBe(
      '/thank-you?regType=MSIND&regId=r1&isContestFormSubmitted=false&groupName=Rockets',
    );
  });
  it('says updated after an edit', () => {
    expect(thankYouUrl(MSIND, { mode: 'edit', regId: 'r1', consentSubmitted: true })).toBe(
      '/thank-you?regType=MSIND&regId=r1&isContestFormSubmitted=true&updated=true',
    );
  });
  it('names a chaperone’s registration, and its update', () => {
    expect(thankYouUrl(HSCHAPERONE, { mode: 'create', regId: 'c-1' })).toBe('/thank-you?regType=HSCHAPERONE&regId=c-1');
    expect(thankYouUrl(HSCHAPERONE, { mode: 'edit', regId: 'c-1' })).toBe(
      '/thank-you?regType=HSCHAPERONE&regId=c-1&updated=true',
    );
  });
  it('gives a group its name, never its code', () => {
    expect(thankYouUrl(MSGROUP, { mode: 'create', regId: 'g', groupName: 'Room 204', groupCode: 'Secret-9' })).toBe(
      '/thank-you?regType=MSGROUP&regId=g&groupName=Room+204',
    );
  });
  it('keeps a group name whole, however it is spelled, and says updated after an edit', () => {
    const url = thankYouUrl(MSGROUP, { mode: 'edit', regId: 'g 1', groupName: 'Room 204 & Co. #1' });
    expect(url).toBe('/thank-you?regType=MSGROUP&regId=g+1&groupName=Room+204+%26+Co.+%231&updated=true');
    expect(new URL(url, 'https://x').searchParams.get('groupName')).toBe('Room 204 & Co. #1');
  });
  it('says when a company’s logo could not be uploaded after its registration was stored', () => {
    expect(thankYouUrl(COMPANY, { mode: 'create', regId: 'c1' })).toBe('/thank-you?regType=COMPANY&regId=c1');
    expect(thankYouUrl(COMPANY, { mode: 'create', regId: 'c1', logoUploadFailed: true })).toBe(
      '/thank-you?regType=COMPANY&regId=c1&logoUploaded=false',
    );
  });
  it('says when a scholarship file could not be uploaded after the application was stored', () => {
    expect(
      thankYouUrl(SCHOLARSHIP, {
        mode: 'create',
        regId: 's1',
        filesNotUploaded: ['letterOfAcceptance', 'recommendation'],
      }),
    ).toBe(
      '/thank-you?regType=SCHOLARSHIP&regId=s1&filesUploaded=false&notUploaded=letterOfAcceptance%2Crecommendation',
    );
    expect(thankYouUrl(SCHOLARSHIP, { mode: 'create', regId: 's1', filesNotUploaded: [] })).toBe(
      '/thank-you?regType=SCHOLARSHIP&regId=s1',
    );
    expect(thankYouUrl(SCHOLARSHIP, { mode: 'edit', regId: 's1' })).toBe(
      '/thank-you?regType=SCHOLARSHIP&regId=s1&updated=true',
    );
  });
  it.each([HSDAYOFCONSENT, MSDAYOFCONSENT])('acknowledges a $regType without a regId', (kind) => {
    expect(thankYouUrl(kind, { mode: 'create', regId: 'x' })).toBe(
      `/thank-you?regType=${kind.regType}&isContestFormSubmitted=true`,
    );
  });
});

describe('what another code does (SPEC §8)', () => {
  it('is only logged on an individual, consent or company create', () => {
    expect(submitPolicy(MSIND, 'create')).toEqual({ duplicateField: 'email', otherCode: 'log' });
    expect(submitPolicy(HSDAYOFCONSENT, 'create')).toEqual({ duplicateField: 'email', otherCode: 'log' });
    expect(submitPolicy(COMPANY, 'create')).toEqual({ duplicateField: 'email', otherCode: 'log' });
  });
  it('is the error page on an edit and on every other kind', () => {
    expect(submitPolicy(MSIND, 'edit').otherCode).toBe('error-page');
    expect(submitPolicy(COMPANY, 'edit').otherCode).toBe('error-page');
    expect(submitPolicy(HSCHAPERONE, 'create').otherCode).toBe('error-page');
    expect(submitPolicy(MSGROUP, 'create').otherCode).toBe('error-page');
  });
});
