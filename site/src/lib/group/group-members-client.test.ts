import { describe, expect, it, vi } from 'vitest';
import { loadGroupMembers, mapRemovalAnswer, readGroupMembers, requestMemberRemoval } from './group-members-client.ts';

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const ada = {
  regId: 'm1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  status: 'active',
  statusMessage: '',
  gradeLevelId: '2',
  lunchId: '1',
  tShirtSizeId: '3',
  consentState: 'school',
};

describe('group members answer', () => {
  it('reads each member', () => {
    expect(readGroupMembers({ code: 0, message: '', data: [ada] })).toEqual([ada]);
  });

  it('leaves out members it cannot address, and reads unknown states safely', () => {
    const members = readGroupMembers({
      code: 0,
      data: [
        null,
        { firstName: 'No', lastName: 'Id' },
        { ...ada, regId: 7, gradeLevelId: 1, status: 'gone', consentState: 'maybe', statusMessage: null },
      ],
    });
    expect(members).toEqual([
      { ...ada, regId: '7', gradeLevelId: '1', status: 'active', consentState: 'missing', statusMessage: '' },
    ]);
  });

  it.each([null, {}, { data: {} }, { data: 'x' }])('is no list for %j', (body) => {
    expect(readGroupMembers(body)).toBeNull();
  });

  it('is loaded with the token, and denied for anyone but the leader', async () => {
    const fetcher = respond({ code: 0, data: [ada] });
    expect(await loadGroupMembers({ accessToken: 't' }, 'g/1', fetcher)).toEqual({ kind: 'ok', value: [ada] });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/ms-group-reg/g%2F1/members',
      expect.objectContaining({ headers: { 'x-custom-authorization': 'Bearer t' } }),
    );
    expect(await loadGroupMembers({ accessToken: 't' }, 'g', respond({ error: 'NOT_FOUND' }, 404))).toEqual({
      kind: 'denied',
    });
    expect(await loadGroupMembers({ accessToken: 't' }, 'g', respond({ code: 0, data: null }))).toEqual({
      kind: 'error',
    });
  });
});

describe('removal request answer', () => {
  it('is done on code 0', () => {
    expect(mapRemovalAnswer(200, { code: 0, message: '' })).toEqual({ kind: 'ok' });
  });
  it.each([401, 403, 404])('is denied on %i', (status) => {
    expect(mapRemovalAnswer(status, { error: 'x' })).toEqual({ kind: 'denied' });
  });
  it('puts a refused reason on the reason field', () => {
    const body = {
      error: 'VALIDATION_FAILED',
      issues: [{ field: 'statusMessage', message: 'This field is required' }],
    };
    expect(mapRemovalAnswer(400, body)).toEqual({ kind: 'invalid', message: 'This field is required' });
  });
  it.each([
    [400, { error: 'VALIDATION_FAILED', issues: [{ field: 'status', message: 'This field is required' }] }],
    [200, { code: -1, message: 'No' }],
    [500, { error: 'INTERNAL' }],
    [200, null],
  ])('is a failure for %i %j', (status, body) => {
    expect(mapRemovalAnswer(status, body)).toEqual({ kind: 'error' });
  });

  it('sends the member, the status and the reason with the token', async () => {
    const fetcher = respond({ code: 0, message: '' });
    const request = { regId: 'm1', status: 'pending-removal', statusMessage: 'Moved away' } as const;
    expect(await requestMemberRemoval('t', request, fetcher)).toEqual({ kind: 'ok' });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/registration-status',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify(request),
        headers: expect.objectContaining({ 'x-custom-authorization': 'Bearer t' }) as unknown,
      }),
    );
    const offline = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await requestMemberRemoval('t', request, offline)).toEqual({ kind: 'error' });
  });
});
