import { MESSAGES } from '@stem/shared';
import { describe, expect, it, vi } from 'vitest';
import { mapQuestionAnswer, sendQuestion } from './contact-client.ts';

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const sorry = { kind: 'failed', message: 'Sorry! Something went wrong.' };

describe('contact answer mapping (SPEC §4, §8)', () => {
  it('code 0 sends the person on to the thank-you page', () => {
    expect(mapQuestionAnswer({ code: 0, message: '' }, 200)).toEqual({ kind: 'sent' });
  });

  it('-4 arriving as a failed response puts the server’s message under the captcha', () => {
    expect(mapQuestionAnswer({ code: -4, message: 'Please verify using reCAPTCHA.', requestId: 'r' }, 400)).toEqual({
      kind: 'captcha',
      message: MESSAGES.verifyCaptcha,
    });
    expect(mapQuestionAnswer({ code: -4, message: '' }, 400)).toEqual({
      kind: 'captcha',
      message: MESSAGES.verifyCaptcha,
    });
  });

  it('a refused body puts each issue on its field and asks to check the fields', () => {
    const body = {
      error: 'VALIDATION_FAILED',
      message: 'Please check all required fields',
      issues: [{ field: 'email', message: 'Address is not valid' }],
      requestId: 'r',
    };
    expect(mapQuestionAnswer(body, 400)).toEqual({
      kind: 'fields',
      issues: [{ field: 'email', message: 'Address is not valid' }],
      formMessage: MESSAGES.checkRequiredFields,
    });
  });

  it.each([
    ['a rate limit', { error: 'RATE_LIMITED', message: 'Too many requests.', requestId: 'r' }, 429],
    ['a mail server outage', { error: 'MAIL_UNAVAILABLE', message: 'Not sent.', requestId: 'r' }, 503],
    ['a server error', { error: 'INTERNAL_ERROR', message: 'Something went wrong.', requestId: 'r' }, 500],
    ['another code', { code: -1, message: 'Closed.' }, 403],
    ['code 0 on a failed status', { code: 0, message: '' }, 500],
    ['a body that is not an answer', '<html>', 502],
    ['a 400 without issues', { error: 'BAD_REQUEST', message: 'Bad', requestId: 'r' }, 400],
  ])('%s is ‘Sorry! Something went wrong.’', (_name, body, status) => {
    expect(mapQuestionAnswer(body, status)).toEqual(sorry);
  });
});

describe('sendQuestion', () => {
  it('posts the question as JSON to /api/send-question', async () => {
    const fetcher = answering({ code: 0, message: '' });
    const payload = { who: 'Other', subject: 'other', email: 'a@example.com', question: '', gResponse: 't' };
    expect(await sendQuestion(payload, fetcher)).toEqual({ kind: 'sent' });
    expect(fetcher).toHaveBeenCalledWith('/api/send-question', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  });

  it('a network failure or an unreadable answer is ‘Sorry! Something went wrong.’', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendQuestion({}, offline)).toEqual(sorry);
    const html = vi.fn(async () => new Response('<html>', { status: 502 }));
    expect(await sendQuestion({}, html)).toEqual(sorry);
  });
});
