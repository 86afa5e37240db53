import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogItem } from '@stem/shared';
import { startSignedInApp } from '../test-support/registration-test-app.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import { hsIndividual, msGroup, msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';
import { UNKNOWN_SCHOOL_MESSAGE } from './school-answer.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const school = (itemId: number, offersTranslation: boolean, isActive = true): CatalogItem => ({
  category: 'MIDSCH',
  itemId,
  title: `Middle School ${itemId}`,
  isActive,
  offersTranslation,
});

async function start() {
  ({ app } = await startSignedInApp({
    env: { RATE_LIMIT_CREATES: '100/1m' },
    cmsContent: { catalog: [school(1, true), school(10, false), school(11, false, false)] },
  }));
}

const create = async (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload: { ...payload, gResponse: await solvedCaptcha(app) } });

describe('the school question against the school catalogue', () => {
  it('refuses a school that is not in the catalogue, or no longer taken, on schoolId; stores nothing', async () => {
    await start();
    for (const schoolId of ['99', '11']) {
      const answer = await create('/api/ms-ind-reg', { ...msIndividual(), schoolId });
      expect(answer.json(), schoolId).toEqual({ code: -2, message: UNKNOWN_SCHOOL_MESSAGE, field: 'schoolId' });
    }
    // A group chooses from the same list; a high school student from the high schools (not given here).
    expect((await create('/api/ms-group-reg', { ...msGroup(), schoolId: '77' })).json()).toMatchObject({
      field: 'schoolId',
    });
    expect((await create('/api/hs-ind-reg', { ...hsIndividual(), schoolId: '1' })).json()).toMatchObject({
      field: 'schoolId',
    });
    expect(await app.store.listByType('MSIND')).toEqual([]);
    // "Other", with its name, is always a choice.
    const other = await create('/api/ms-ind-reg', { ...msIndividual(), schoolId: 'other', otherSchoolName: 'Elm' });
    expect(other.json().code).toBe(0);
  });

  it('keeps a translator answer only for a school that offers one, as the form asks it', async () => {
    await start();
    const translated = { needTranslator: '1', specifiedLanguage: 'Spanish' };
    const asked = await create('/api/ms-ind-reg', { ...msIndividual('ana@example.com'), schoolId: '1', ...translated });
    const notAsked = await create('/api/ms-ind-reg', {
      ...msIndividual('bo@example.com'),
      schoolId: '10',
      ...translated,
    });
    expect((await app.store.get(asked.json().data.regId))!.data).toMatchObject(translated);
    expect((await app.store.get(notAsked.json().data.regId))!.data).toMatchObject({
      needTranslator: '0',
      specifiedLanguage: '',
    });
  });

  it('lets an edit keep a school taken off the list since, but not move to one', async () => {
    await start();
    const created = await create('/api/ms-ind-reg', { ...msIndividual('ada@example.com'), schoolId: '10' });
    const regId = created.json().data.regId as string;
    const { accessToken } = await signInAs(app, identity('ada@example.com'));
    const { email: _e, confirmEmail: _c, ...edit } = msIndividual();
    const put = (schoolId: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/ms-ind-reg/${regId}`,
        headers: bearer(accessToken),
        payload: { ...edit, schoolId },
      });
    // The organisers take school 10 off the list; Ada's registration keeps it through an edit.
    await app.store.update(regId, { ...(await app.store.get(regId))!.data, schoolId: '11' });
    expect((await put('11')).json().code).toBe(0);
    expect((await put('99')).json()).toMatchObject({ code: -2, field: 'schoolId' });
    expect((await app.store.get(regId))!.data.schoolId).toBe('11');
  });
});
