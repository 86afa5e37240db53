import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import * as shared from '@stem/shared';
import { todayAtEvent, type RegistrationDefinition } from '@stem/shared';
import { startRegistrationApp } from '../test-support/registration-test-app.ts';
import { msIndividual, solvedCaptcha } from '../test-support/student-fixtures.ts';
import { valibotValidatorCompiler } from '../validation/valibot-validator.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const start = async () => {
  ({ app } = await startRegistrationApp());
};
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

/** Every kind shared/ has a schema module for: the objects `defineRegistration` built, found by their shape. */
const sharedDefinitions = Object.values(shared as Record<string, unknown>).filter(
  (value): value is RegistrationDefinition =>
    typeof value === 'object' && value !== null && 'kind' in value && 'create' in value && 'toStored' in value,
);

describe('the registration routes of every kind (SPEC §7)', () => {
  it('serves each kind that has a shared schema: POST apiPath, and PUT apiPath/:regId for the owner when it has an edit page', async () => {
    await start();
    expect(sharedDefinitions.map((definition) => definition.regType).sort()).toEqual(
      expect.arrayContaining(['HSCHAPERONE', 'HSDAYOFCONSENT', 'HSIND', 'MSDAYOFCONSENT', 'MSGROUP', 'MSIND']),
    );
    const access = (method: string, url: string) =>
      app.routeInventory.find((route) => route.method === method && route.url === url)?.access;
    for (const { kind } of sharedDefinitions) {
      expect(access('POST', kind.apiPath), `POST ${kind.apiPath}`).toBe('public');
      const edit = access('PUT', `${kind.apiPath}/:regId`);
      expect(edit, `PUT ${kind.apiPath}/:regId`).toBe(kind.editRoute === null ? undefined : 'owner');
    }
  });
});

describe('a refused body (SECURITY.md item 18)', () => {
  it('answers 400 with each invalid field once, by dot path, with SPEC’s message', async () => {
    await start();
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      firstName: '',
      parentGuardian: { ...msIndividual().parentGuardian, email: 'x', confirmEmail: 'x' },
      gResponse: await solvedCaptcha(app),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_FAILED',
      // SPEC §8's reading of the same refusal, for a client that knows only its codes: -2, the first
      // invalid field and its message.
      code: -2,
      field: 'firstName',
      message: 'This field is required',
      issues: [
        { field: 'firstName', message: 'This field is required' },
        { field: 'parentGuardian.email', message: 'Address is not valid' },
      ],
      requestId: response.headers['x-request-id'],
    });
    // SPEC §8: -2 "(email already exists or is invalid)", the message shown on the email field.
    const badEmail = await post('/api/ms-ind-reg', {
      ...msIndividual('not-an-email'),
      gResponse: await solvedCaptcha(app),
    });
    expect(badEmail.json()).toMatchObject({ code: -2, field: 'email', message: 'Address is not valid' });
    const empty = (await post('/api/ms-ind-reg', {})).json();
    expect(empty.issues).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'This field is required' },
        { field: 'parentGuardian', message: 'This field is required' },
      ]),
    );
  });

  it('never shows a value sent in a field of the wrong type', async () => {
    await start();
    const canary = 'CANARY-51c0de';
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      favouriteSubjects: canary,
      parentGuardian: [canary],
      stemDayConsent: { ...msIndividual().stemDayConsent, date: { value: canary } },
      isInGroup: canary,
      gResponse: 42,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.length).toBeGreaterThan(3);
    expect(response.body).not.toContain(canary);
    expect(response.body).not.toContain('received');
  });

  it('gives an issue without a schema message a generic one, not valibot’s (which quotes the value)', () => {
    const validate = valibotValidatorCompiler({
      schema: v.object({ count: v.number() }),
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    }) as (data: unknown) => { error?: Array<{ message?: string; params: Record<string, unknown> }> };
    const [issue] = validate({ count: 'CANARY-51c0de' }).error!;
    expect(issue).toMatchObject({ message: 'This field is invalid', params: { field: 'count' } });
  });
});

describe('server-stamped dates', () => {
  it('stores today (America/New_York) as the consent date, whatever the client sent', async () => {
    await start();
    const response = await post('/api/ms-ind-reg', {
      ...msIndividual(),
      stemDayConsent: { ...msIndividual().stemDayConsent, date: '01/01/2020' },
      gResponse: await solvedCaptcha(app),
    });
    const registration = await app.store.get(response.json().data.regId);
    expect(registration!.data.stemDayConsent).toMatchObject({ date: todayAtEvent() });
  });
});
