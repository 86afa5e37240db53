import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { NON_SPEC_MESSAGES } from '@stem/shared';
import { buildTestApp } from '../test-support/build-test-app.ts';
import { bearer, identity, signInAs } from '../test-support/sign-in.ts';
import { msIndividual } from '../test-support/student-fixtures.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const { email: _email, confirmEmail: _confirm, ...edit } = msIndividual('ada@example.com');

async function owned() {
  app = await buildTestApp({ AUTH_SECRET: 'test-auth-secret-0123456789-abcdefghij' });
  await app.ready();
  const { regId } = await app.store.insert({ regType: 'MSIND', email: 'ada@example.com', data: msIndividual() });
  const { accessToken } = await signInAs(app, identity('ada@example.com'));
  const read = async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/registrations/${regId}`,
      headers: bearer(accessToken),
    });
    return String(answer.headers.etag);
  };
  const put = (tShirtSizeId: string, ifMatch?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/ms-ind-reg/${regId}`,
      payload: { ...edit, tShirtSizeId },
      headers: { ...bearer(accessToken), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });
  return { regId, read, put };
}

describe('an edit made on an older version of the registration (two tabs, two devices)', () => {
  it('is refused with 412 and saves nothing, so the other change is not silently undone', async () => {
    const { regId, read, put } = await owned();
    // Both tabs open the registration.
    const tabOne = await read();
    const tabTwo = await read();
    expect(tabOne).toMatch(/^"\d{4}-\d\d-\d\dT[\d:.]+Z"$/);

    expect((await put('2', tabOne)).json()).toMatchObject({ code: 0 });
    const second = await put('5', tabTwo);
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ code: -1, message: NON_SPEC_MESSAGES.editConflict });
    expect((await app.store.get(regId))?.data).toMatchObject({ tShirtSizeId: '2' });

    // Reloaded, the second tab has the new version and its change goes through.
    const reloaded = await read();
    expect(reloaded).not.toBe(tabTwo);
    expect((await put('5', reloaded)).json()).toMatchObject({ code: 0 });
    expect((await app.store.get(regId))?.data).toMatchObject({ tShirtSizeId: '5' });
  });

  it('takes an edit without If-Match (a client that knows only SPEC), with *, or with the tag among others', async () => {
    const { read, put } = await owned();
    const stale = await read();
    expect((await put('2')).json()).toMatchObject({ code: 0 });
    expect((await put('3', '*')).json()).toMatchObject({ code: 0 });
    expect((await put('4', `${stale}, W/${await read()}`)).json()).toMatchObject({ code: 0 });
    expect((await put('5', stale)).statusCode).toBe(412);
  });
});
