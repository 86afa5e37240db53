import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { MimePart } from '../test-support/parse-eml.ts';
import { startSignedInApp, TEST_SITE, textOf } from '../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import { fileAndConfirmDayOfConsent } from '../test-support/day-of-consent-fixtures.ts';
import { SCHOLARSHIP_CMS, scholarshipBody } from '../test-support/scholarship-fixtures.ts';
import { hsIndividual, hsChaperone, msGroup, msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

async function start(options: { cmsContent?: typeof SCHOLARSHIP_CMS } = {}) {
  ({ app, mails } = await startSignedInApp({ env: { RATE_LIMIT_CREATES: '100/1m' }, ...options }));
}

async function create(url: string, payload: object): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url,
    payload: { ...payload, gResponse: await solvedCaptcha(app) },
  });
  expect(answer.json().code).toBe(0);
  return answer.json().data.regId as string;
}

const tokenOf = async (email: string) => (await signInAs(app, identity(email))).accessToken;
const cancel = (regId: string, token: string) =>
  app.inject({ method: 'DELETE', url: `/api/registrations/${regId}`, headers: bearer(token) });
const mailsTo = async (address: string) =>
  (await mails()).filter((mail) => String(mail.headers.get('to')).includes(address));

describe('DELETE /api/registrations/{regId}', () => {
  it('cancels the owner’s registration: gone from the list, the email free again, and both families told', async () => {
    await start();
    const regId = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    const token = await tokenOf('ada@example.com');

    const answer = await cancel(regId, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 0, message: '', data: { membersReleased: 0 } });
    expect(answer.headers['cache-control']).toBe('no-store');

    const list = await app.inject({ url: '/api/user-registrations', headers: bearer(token) });
    expect(list.json().data.registrations).toEqual([]);
    expect(await app.store.get(regId)).toBeNull();
    // The subject names what was cancelled, as the chooser did: a family with several children tells them apart.
    const notice = (await mails()).find(
      (mail) =>
        mail.headers.get('subject') ===
        'Your STEM Career Day registration was cancelled: Ada Lovelace (Middle school student)',
    )!;
    expect(String(notice.headers.get('to'))).toContain('ada@example.com');
    expect(String(notice.headers.get('to'))).toContain(msIndividual().parentGuardian.email);
    expect(textOf(notice)).toMatch(
      /The registration of Ada Lovelace \(Middle school student\) for the STEM Career Day was cancelled on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, from the account ada@example\.com\./,
    );
    expect(textOf(notice)).toContain(`${TEST_SITE}/register`);
    expect(textOf(notice)).toContain(`Questions? Ask us on the contact page: ${TEST_SITE}/contact`);
    expect(textOf(notice)).not.toContain('day-of consent');
    // Registered again, the family holds two confirmations alike: the old one's code is said to be void.
    expect(textOf(notice)).toContain(
      'The check-in code in its confirmation no longer works: a registration made again comes with a new one.',
    );
    // The same student may register again.
    await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
  });

  it('withdraws an application, in the mail’s words, and points to applying again', async () => {
    await start({ cmsContent: SCHOLARSHIP_CMS });
    const regId = await create('/api/scholarships', scholarshipBody('grace@example.com'));
    expect((await cancel(regId, await tokenOf('grace@example.com'))).statusCode).toBe(200);
    const notice = (await mailsTo('grace@example.com')).find((mail) =>
      String(mail.headers.get('subject')).startsWith('Your STEM Career Day application was withdrawn: Grace Hopper'),
    )!;
    expect(textOf(notice)).toMatch(/The application of Grace Hopper .* was withdrawn on /);
    expect(textOf(notice)).toContain(`${TEST_SITE}/scholarships`);
    expect(textOf(notice)).not.toContain('registration was cancelled');
  });

  it('takes the student’s day-of consent with it, and says so', async () => {
    await start();
    const regId = await create('/api/ms-ind-reg', msIndividual('ada@example.com'));
    await fileAndConfirmDayOfConsent(app, mails, 'MSDAYOFCONSENT');
    expect((await app.store.listByOwner('ada@example.com')).map((r) => r.regType).sort()).toEqual([
      'MSDAYOFCONSENT',
      'MSIND',
    ]);
    await cancel(regId, await tokenOf('ada@example.com'));
    expect(await app.store.listByOwner('ada@example.com')).toEqual([]);
    // The parent who signed it hears it is gone: a registration made again needs a new one.
    const notice = (await mailsTo(msIndividual().parentGuardian.email)).find((mail) =>
      String(mail.headers.get('subject')).startsWith('Your STEM Career Day registration was cancelled'),
    )!;
    expect(textOf(notice)).toContain('The day-of consent form a parent or guardian signed for it was deleted with it');
  });

  it('answers another person’s registration, a cancelled one and an unknown one alike, as missing', async () => {
    await start();
    const regId = await create('/api/hs-chaperone-reg', hsChaperone('katherine@example.com'));
    const stranger = await tokenOf('mallory@example.com');
    const refused = await cancel(regId, stranger);
    expect(refused.statusCode).toBe(404);
    expect(await app.store.get(regId)).not.toBeNull();

    const owner = await tokenOf('katherine@example.com');
    expect((await cancel(regId, owner)).statusCode).toBe(200);
    expect((await cancel(regId, owner)).statusCode).toBe(404);
    expect((await cancel('no-such-registration', owner)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/registrations/${regId}` })).statusCode).toBe(401);
  });

  it('does not cancel a day-of consent on its own (it belongs to the student’s registration)', async () => {
    await start();
    await create('/api/hs-ind-reg', hsIndividual('ada@example.com'));
    await fileAndConfirmDayOfConsent(app, mails, 'HSDAYOFCONSENT');
    const consent = (await app.store.listByOwner('ada@example.com')).find((r) => r.regType === 'HSDAYOFCONSENT');
    expect((await cancel(consent!.regId, await tokenOf('ada@example.com'))).statusCode).toBe(404);
    expect(await app.store.get(consent!.regId)).not.toBeNull();
  });

  it('cancels a group: its students stay registered without a group, leave no roster, and their families are told', async () => {
    await start();
    const groupId = await create('/api/ms-group-reg', msGroup('mae@example.com', 'Rockets'));
    const member = { isInGroup: '1', groupId, groupCode: msGroup().groupCode };
    const ada = await create('/api/ms-ind-reg', { ...msIndividual('ada@example.com'), ...member });
    const alan = await create('/api/ms-ind-reg', {
      ...msIndividual('alan@example.com'),
      firstName: 'Alan',
      parentGuardian: {
        ...msIndividual().parentGuardian,
        email: 'turing.family@example.com',
        confirmEmail: 'turing.family@example.com',
      },
      // The school was to send Alan's consent (Ada's was signed on the form).
      consentWillBeSubmittedBySchool: '1',
      isParentPresent: '0',
      stemDayConsent: {},
      ...member,
    });

    const answer = await cancel(groupId, await tokenOf('mae@example.com'));
    expect(answer.json()).toEqual({ code: 0, message: '', data: { membersReleased: 2 } });
    for (const regId of [ada, alan]) {
      expect((await app.store.get(regId))!.data).toMatchObject({ isInGroup: '0', groupId: '', groupCode: '' });
    }
    const groups = await app.inject('/api/middle-school-groups');
    expect(groups.json().data.map((group: { groupName: string }) => group.groupName)).not.toContain('Rockets');
    const told = (await mailsTo('turing.family@example.com')).find(
      (mail) => mail.headers.get('subject') === 'STEM Career Day group cancelled: Rockets',
    )!;
    expect(String(told.headers.get('to'))).toContain('alan@example.com');
    expect(textOf(told)).toContain(
      'The registration of Alan Lovelace stays: Alan is now registered for the day without a group.',
    );
    // Without the group, the school may not send Alan's consent; Ada's family has nothing to do about it.
    const atRisk = /Without the group, the school may no longer send it[\s\S]*consent-form-ms/;
    expect(textOf(told)).toMatch(atRisk);
    const toAda = (await mailsTo('ada@example.com')).find(
      (mail) => mail.headers.get('subject') === 'STEM Career Day group cancelled: Rockets',
    )!;
    expect(textOf(toAda)).not.toMatch(atRisk);
    const leaderNotice = (await mailsTo('mae@example.com')).find((mail) =>
      String(mail.headers.get('subject')).startsWith('Your STEM Career Day registration was cancelled: '),
    )!;
    expect(textOf(leaderNotice)).toContain('The 2 students who had joined the group “Rockets” stay registered');
    // Named as the chooser listed it, with the group's name.
    expect(textOf(leaderNotice)).toContain(
      `The registration of ${msGroup().firstName} ${msGroup().lastName} · Rockets (Middle school group)`,
    );
    // A released student's own edit still validates: no group, no code.
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${ada}`,
      headers: bearer(await tokenOf('ada@example.com')),
      payload: { ...(await app.store.get(ada))!.data },
    });
    expect(edit.json().code).toBe(0);
  });
});
