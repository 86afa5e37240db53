import { MESSAGES, NON_SPEC_MESSAGES } from '@stem/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  loadCatalog,
  mapGroupCodeAnswer,
  mapSubmitAnswer,
  readCatalogChoices,
  readValidationIssues,
  readGroupChoices,
  submitRegistration,
  updateRegistration,
  verifyGroupCode,
} from './registration-client.ts';

const individual = { duplicateField: 'email', otherCode: 'log' } as const;
const strict = { duplicateField: 'email', otherCode: 'error-page' } as const;

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('submit answer mapping (SPEC §8)', () => {
  it('code 0 is success with its data', () => {
    expect(mapSubmitAnswer({ code: 0, message: '', data: { regId: 'r1' } }, individual)).toEqual({
      kind: 'success',
      data: { regId: 'r1' },
    });
  });

  it('-2 puts the server message on the email and asks to check the fields', () => {
    expect(mapSubmitAnswer({ code: -2, message: 'Email already exists' }, individual)).toEqual({
      kind: 'field',
      field: 'email',
      message: 'Email already exists',
      formMessage: MESSAGES.checkRequiredFields,
    });
  });

  it('-2 goes on the field the answer names, e.g. a wrong group code at submit', () => {
    const answer = { code: -2, message: 'Group Code is not valid.', field: 'groupCode' };
    expect(mapSubmitAnswer(answer, individual)).toMatchObject({ kind: 'field', field: 'groupCode' });
    expect(mapSubmitAnswer({ ...answer, field: '__proto__ x' }, individual)).toMatchObject({ field: 'email' });
  });

  it('-3 puts the server message on the group name, or on the field the answer names, and nothing else', () => {
    const taken = { code: -3, message: 'A group with this name already exists', field: 'groupName' };
    // SPEC §8 gives 'Please check all required fields' to -2 only: every field of a taken name is filled.
    expect(mapSubmitAnswer(taken, strict)).toEqual({
      kind: 'field',
      field: 'groupName',
      message: 'A group with this name already exists',
      formMessage: '',
    });
    // No field in the answer: SPEC §8 says -3 is the group name's, never the email's.
    expect(mapSubmitAnswer({ code: -3, message: 'Taken' }, strict)).toMatchObject({
      kind: 'field',
      field: 'groupName',
    });
    expect(mapSubmitAnswer({ code: -3, message: 'Taken', field: 'school.name' }, strict)).toMatchObject({
      field: 'school.name',
    });
  });

  it('-4 shows the server message under the captcha', () => {
    expect(mapSubmitAnswer({ code: -4, message: 'Captcha failed' }, individual)).toEqual({
      kind: 'captcha',
      message: 'Captcha failed',
    });
  });

  it('another code is only logged for individual create, and the error page elsewhere', () => {
    expect(mapSubmitAnswer({ code: -9, message: 'odd' }, individual)).toEqual({ kind: 'logged', message: 'odd' });
    expect(mapSubmitAnswer({ code: -9, message: 'odd' }, strict)).toEqual({ kind: 'error-page' });
  });

  it('-1 (the registration closed while the form was open) is said on the form, for every kind', () => {
    expect(mapSubmitAnswer({ code: -1, message: 'Registration is closed.' }, individual, 403)).toEqual({
      kind: 'closed',
    });
    expect(mapSubmitAnswer({ code: -1, message: 'Registration is closed.' }, strict, 403)).toEqual({ kind: 'closed' });
  });

  it.each([null, 'text', {}, { code: '0' }])('an unreadable body %j is the error page', (body) => {
    expect(mapSubmitAnswer(body, individual)).toEqual({ kind: 'error-page' });
  });

  it('reads -4 from a failed HTTP response', async () => {
    const outcome = await submitRegistration(
      '/api/ms-ind-reg',
      {},
      individual,
      answering({ code: -4, message: 'No' }, 400),
    );
    expect(outcome).toEqual({ kind: 'captcha', message: 'No' });
  });

  it('a network failure is the error page', async () => {
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await submitRegistration('/api/ms-ind-reg', {}, individual, failing)).toEqual({ kind: 'error-page' });
  });

  it('posts JSON to the path', async () => {
    const fetcher = answering({ code: 0, message: '' });
    await submitRegistration('/api/hs-ind-reg', { a: 1 }, individual, fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/hs-ind-reg',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
  });
});

describe('a body that did not fit the schema (400 VALIDATION_FAILED)', () => {
  const refused = {
    error: 'VALIDATION_FAILED',
    message: 'The request does not fit the form',
    requestId: 'req-1',
    issues: [
      { field: 'phone', message: MESSAGES.required },
      { field: 'stemDayConsent.chaperoneFullName', message: MESSAGES.required },
    ],
  };

  it('puts each issue on its field and asks to check the fields', () => {
    expect(mapSubmitAnswer(refused, individual, 400)).toEqual({
      kind: 'fields',
      issues: refused.issues,
      formMessage: MESSAGES.checkRequiredFields,
    });
  });

  it('drops issues that name no usable field', () => {
    const issues = [
      { field: '__proto__.polluted', message: 'x' },
      { field: 'participants.2.email', message: MESSAGES.email },
      { field: 'phone', message: '' },
      { field: 7, message: 'x' },
      null,
    ];
    expect(readValidationIssues({ ...refused, issues })).toEqual([
      { field: 'participants.2.email', message: MESSAGES.email },
    ]);
  });

  it('is read from the response of a create and of an edit', async () => {
    expect(await submitRegistration('/api/hs-chaperone-reg', {}, strict, answering(refused, 400))).toMatchObject({
      kind: 'fields',
    });
    expect(
      await updateRegistration('/api/hs-chaperone-reg', 'r1', {}, 't', strict, undefined, answering(refused, 400)),
    ).toMatchObject({ kind: 'fields' });
  });

  it('a 400 that is a registration answer (-4) stays one; any other 400 is the error page', () => {
    expect(mapSubmitAnswer({ code: -4, message: 'No', requestId: 'r' }, individual, 400)).toEqual({
      kind: 'captcha',
      message: 'No',
    });
    expect(mapSubmitAnswer({ error: 'BAD_JSON', message: 'x', requestId: 'r' }, individual, 400)).toEqual({
      kind: 'error-page',
    });
  });
});

describe('too many from one address (429)', () => {
  const limited = (retryAfter: string | null) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'RATE_LIMITED', message: 'Too many requests' }), {
          status: 429,
          headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
        }),
    );

  it('keeps the form and says when to press again, for a create and an edit, not the error page', async () => {
    expect(await submitRegistration('/api/ms-ind-reg', {}, individual, limited('240'))).toEqual({
      kind: 'wait',
      message: NON_SPEC_MESSAGES.tooManyFromThisNetwork(4),
    });
    expect(await updateRegistration('/api/ms-ind-reg', 'r1', {}, 't', individual, undefined, limited('61'))).toEqual({
      kind: 'wait',
      message: NON_SPEC_MESSAGES.tooManyFromThisNetwork(2),
    });
    expect(await submitRegistration('/api/ms-ind-reg', {}, strict, limited(null))).toMatchObject({
      message: expect.stringContaining('please press the button again in 1 minute.'),
    });
  });
});

describe('an owner’s edit (PUT with the access token)', () => {
  it('puts JSON to the registration with the token in x-custom-authorization', async () => {
    const fetcher = answering({ code: 0, message: '', data: { regId: 'r1' } });
    expect(
      await updateRegistration('/api/ms-ind-reg', 'r1', { a: 1 }, 'tok.en.x', individual, undefined, fetcher),
    ).toEqual({
      kind: 'success',
      data: { regId: 'r1' },
    });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/ms-ind-reg/r1',
      expect.objectContaining({
        method: 'PUT',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'x-custom-authorization': 'Bearer tok.en.x' }),
      }),
    );
  });

  it('sends the version it loaded as If-Match, and a 412 (changed since) is a conflict, said on the form', async () => {
    const fetcher = answering({ code: -1, message: 'changed' }, 412);
    expect(await updateRegistration('/api/ms-ind-reg', 'r1', {}, 't', individual, '"v1"', fetcher)).toEqual({
      kind: 'conflict',
      message: NON_SPEC_MESSAGES.editConflict,
    });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/ms-ind-reg/r1',
      expect.objectContaining({ headers: expect.objectContaining({ 'if-match': '"v1"' }) }),
    );
  });

  it.each([401, 403, 404])('goes to access-denied on %i', async (status) => {
    const outcome = await updateRegistration(
      '/api/ms-ind-reg',
      'r1',
      {},
      't',
      individual,
      undefined,
      answering({}, status),
    );
    expect(outcome).toEqual({ kind: 'denied' });
  });

  it('maps the answer like a create: -2 on its field, a network failure to the error page', async () => {
    const wrongCode = answering({ code: -2, message: 'Wrong code', field: 'groupCode' });
    expect(await updateRegistration('/api/ms-ind-reg', 'r1', {}, 't', individual, undefined, wrongCode)).toMatchObject({
      kind: 'field',
      field: 'groupCode',
    });
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await updateRegistration('/api/ms-ind-reg', 'r1', {}, 't', individual, undefined, failing)).toEqual({
      kind: 'error-page',
    });
  });
});

describe('group code answer mapping', () => {
  it('0 is valid', () => expect(mapGroupCodeAnswer({ code: 0, message: '' })).toEqual({ kind: 'valid' }));
  it('-2 carries the server message', () => {
    expect(mapGroupCodeAnswer({ code: -2, message: 'Wrong code' })).toEqual({ kind: 'invalid', message: 'Wrong code' });
  });
  it.each([{ code: -1, message: 'x' }, null, { code: -2, message: '' }])('%j cannot be verified', (body) => {
    expect(mapGroupCodeAnswer(body)).toEqual({ kind: 'unverifiable', message: MESSAGES.groupCodeCannotBeVerified });
  });
  it('a network failure cannot be verified', async () => {
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await verifyGroupCode({ groupId: '1', groupCode: 'A' }, failing)).toEqual({
      kind: 'unverifiable',
      message: MESSAGES.groupCodeCannotBeVerified,
    });
  });
});

describe('lists', () => {
  it('reads catalogue items as choices, skipping junk', () => {
    expect(readCatalogChoices({ code: 0, data: [{ id: 1, title: '6th' }, { id: 2 }, null] })).toEqual([
      { value: '1', label: '6th' },
    ]);
  });
  it('reads groups as choices', () => {
    expect(readGroupChoices({ code: 0, data: [{ id: 'g1', groupName: 'Rockets' }] })).toEqual([
      { value: 'g1', label: 'Rockets' },
    ]);
  });
  it('a failed load is logged and empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadCatalog('LUNCH', answering({ error: 'x' }, 503))).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
