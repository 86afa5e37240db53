import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogItem } from '@stem/shared';
import type { MimePart } from '../../test-support/parse-eml.ts';
import { startSignedInApp, textOf } from '../../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../../test-support/sign-in.ts';
import { registerThrough } from '../../test-support/staff-fixtures.ts';
import { msGroup, msIndividual } from '../../test-support/student-fixtures.ts';

let app: FastifyInstance;
let mails: () => Promise<MimePart[]>;
afterEach(async () => {
  await app?.close();
});

/**
 * Ada's middle school registration (with `answers` over the fixture's, and in Mae's group "Rockets" when
 * `inGroup`), and its owner signed in: `sent` saves an edit of it with `change` over the stored answers and
 * answers the update mail.
 */
async function registeredAndSignedIn(answers: object = {}, inGroup = false) {
  ({ app, mails } = await startSignedInApp());
  const group = inGroup ? await registerThrough(app, '/api/ms-group-reg', msGroup('mae@example.com')) : '';
  const joined = inGroup ? { isInGroup: '1', groupId: group, groupCode: msGroup().groupCode } : {};
  const registered = { ...msIndividual('ada@example.com'), ...answers, ...joined };
  const regId = await registerThrough(app, '/api/ms-ind-reg', registered);
  const { email: _email, confirmEmail: _confirm, ...edit } = registered;
  const { accessToken } = await signInAs(app, identity('ada@example.com'));
  const sent = async (change: object) => {
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${regId}`,
      headers: bearer(accessToken),
      payload: { ...edit, ...change },
    });
    expect(answer.json().code, answer.body).toBe(0);
    // The family's mail (a leader told a student left is mailed after it).
    return (await mails()).findLast((mail) => String(mail.headers.get('to')).includes('ada@example.com'))!;
  };
  return { edit, sent };
}

describe("a student's registration changed by an edit", () => {
  it('tells the parent/guardian whose address was replaced, and the new one, that the address changed', async () => {
    const { edit, sent } = await registeredAndSignedIn();
    const updated = (parentEmail: string) =>
      sent({ parentGuardian: { ...edit.parentGuardian, email: parentEmail, confirmEmail: parentEmail } });

    const changed = await updated('mallory@example.com');
    expect(changed.headers.get('subject')).toBe('The STEM Career Day registration of Ada Lovelace was updated');
    expect(String(changed.headers.get('to')).split(/,\s*/).sort()).toEqual([
      'ada@example.com',
      'grace@example.com',
      'mallory@example.com',
    ]);
    expect(textOf(changed)).toContain(
      'The parent/guardian email address was changed from grace@example.com to mallory@example.com',
    );
    expect(textOf(changed)).toMatch(/If this change was not expected, tell us:[\s\S]*\/contact#contact-form/);

    // The same address in other capitals is no change: nobody else is written to, nothing is said.
    const same = await updated('Mallory@Example.com');
    const sameTo = String(same.headers.get('to')).toLowerCase().split(/,\s*/);
    expect(sameTo.sort()).toEqual(['ada@example.com', 'mallory@example.com']);
    expect(textOf(same)).not.toContain('parent/guardian email address was changed');
  });

  it('tells the family when an edit removes the consent signed on the form, and when one is signed', async () => {
    const { sent } = await registeredAndSignedIn();
    const updated = async (change: object) => {
      const mail = await sent(change);
      expect(String(mail.headers.get('to'))).toContain('grace@example.com');
      return textOf(mail);
    };

    // The school will send the consent instead: the signature the parent gave is gone, and the mail says so.
    const removed = await updated({ consentWillBeSubmittedBySchool: '1', isParentPresent: '0' });
    expect(removed).toContain(
      'The parent or guardian consent signed with the registration was removed by this change.',
    );
    expect(removed).toMatch(
      /complete once the parent or guardian consent form has been received[\s\S]*consent-form-ms/,
    );
    // Nothing about the consent changed: nothing is said of it, and the one answer changed is named.
    const unchanged = await updated({ consentWillBeSubmittedBySchool: '1', isParentPresent: '0', tShirtSizeId: '2' });
    expect(unchanged).not.toMatch(/consent/i);
    expect(unchanged).toMatch(/What changed:\s+\W*T-Shirt Size\s/);
    // Signed on the form again: complete.
    const signed = await updated({});
    expect(signed).toContain('The parent or guardian consent form was signed with this registration: it is complete.');
    expect(signed).not.toContain('was removed');
  });

  it('tells a family leaving a group that the school may no longer send the consent it was to send', async () => {
    const leaving = { isInGroup: '0', groupId: '', groupCode: '' };
    const atRisk = /Without the group, the school may no longer send it[\s\S]*consent-form-ms/;
    const bySchool = { consentWillBeSubmittedBySchool: '1', isParentPresent: '0', stemDayConsent: {} };
    const school = await registeredAndSignedIn(bySchool, true);
    const left = textOf(await school.sent(leaving));
    expect(left).toContain('Ada is no longer in a group');
    expect(left).toMatch(atRisk);
    // Another edit once out of the group says nothing more of it.
    expect(textOf(await school.sent({ ...leaving, tShirtSizeId: '2' }))).not.toMatch(atRisk);
    await app.close();

    // A consent signed on the form does not depend on the school: nothing to say.
    const signed = await registeredAndSignedIn({}, true);
    const leftSigned = textOf(await signed.sent(leaving));
    expect(leftSigned).toContain('Ada is no longer in a group');
    expect(leftSigned).not.toMatch(atRisk);
  });
});

describe("a student's confirmation", () => {
  it('leaves out an answer whose list the CMS never gave, and the registration is stored', async () => {
    let cms;
    ({ app, mails, cms } = await startSignedInApp());
    // The CMS answers everything but the lunch list, which it never gave before.
    const answer = cms.fetch;
    cms.fetch = async (url, init) => {
      if (String(url).includes('LUNCH')) throw new TypeError('fetch failed');
      return answer(url, init);
    };
    const regId = await registerThrough(app, '/api/ms-ind-reg', msIndividual('ada@example.com'));
    expect(await app.store.get(regId)).not.toBeNull();
    const confirmation = textOf((await mails()).find((mail) => String(mail.headers.get('to')).includes('ada@'))!);
    expect(confirmation).toContain('School: Summit Ridge Middle School');
    expect(confirmation).not.toMatch(/Lunch:|Grade Level:/);
  });

  const catalog = [
    { category: 'MSGRADE', itemId: 2, title: '7th Grade', isActive: true, offersTranslation: false },
    { category: 'LUNCH', itemId: 1, title: 'Deli Sandwich', isActive: true, offersTranslation: false },
    { category: 'TSHIRT', itemId: 2, title: 'M', isActive: true, offersTranslation: false },
    { category: 'TSHIRT', itemId: 3, title: 'L', isActive: true, offersTranslation: false },
  ] satisfies CatalogItem[];

  it('repeats the school, grade, lunch, T-shirt size and subjects in the form’s words, and again after an edit', async () => {
    ({ app, mails } = await startSignedInApp({ cmsContent: { catalog } }));
    const registered = { ...msIndividual('ada@example.com'), tShirtSizeId: '2' };
    const regId = await registerThrough(app, '/api/ms-ind-reg', registered);
    const confirmation = textOf((await mails()).find((mail) => String(mail.headers.get('to')).includes('ada@'))!);
    expect(confirmation).toMatch(
      /Your answers:\s+\W*School: Summit Ridge Middle School\s+\W*Grade Level: 7th Grade\s+\W*T-Shirt Size: M\s+\W*Lunch: Deli Sandwich\s+\W*Favourite Subjects: Science\s/,
    );
    // An edit's mail says what changed, then the answers as they now stand.
    const { email: _email, confirmEmail: _confirm, ...edit } = registered;
    const { accessToken } = await signInAs(app, identity('ada@example.com'));
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${regId}`,
      headers: bearer(accessToken),
      payload: { ...edit, tShirtSizeId: '3', favouriteSubjects: { ...edit.favouriteSubjects, math: '1' } },
    });
    expect(answer.json().code).toBe(0);
    const update = textOf((await mails()).findLast((mail) => /updated/.test(String(mail.headers.get('subject'))))!);
    expect(update).toMatch(
      /What changed:[\s\S]*Your answers:[\s\S]*T-Shirt Size: L[\s\S]*Favourite Subjects: Science, Math\s/,
    );
  });
});
