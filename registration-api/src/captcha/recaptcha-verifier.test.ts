import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { RECAPTCHA_VERIFY_URL, RecaptchaVerifier } from './recaptcha-verifier.ts';

/**
 * Google cannot be reached from this machine, so every test here replaces Google's siteverify endpoint with
 * a test double (a fetch function). Only Google is doubled: the verifier's own code runs unchanged.
 */
function googleDouble(answer: (form: URLSearchParams) => Response | Promise<Response>) {
  const calls: Array<{ url: string; method: string | undefined; form: URLSearchParams }> = [];
  const fetchDouble = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body));
    calls.push({ url: String(url), method: init?.method, form });
    return answer(form);
  });
  return { fetch: fetchDouble as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('reCAPTCHA v2 verifier (Google siteverify replaced by a test double)', () => {
  it('posts secret, token and client IP as a form to siteverify, and accepts success: true', async () => {
    const google = googleDouble(() => json({ success: true, hostname: 'stem.example.org' }));
    const verifier = new RecaptchaVerifier({ secretKey: 'server-secret', fetch: google.fetch });
    expect(await verifier.verify('widget-token', '203.0.113.7')).toBe(true);
    expect(google.calls).toHaveLength(1);
    expect(google.calls[0]!.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(google.calls[0]!.method).toBe('POST');
    expect(Object.fromEntries(google.calls[0]!.form)).toEqual({
      secret: 'server-secret',
      response: 'widget-token',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses what Google refuses (bad or reused token)', async () => {
    const google = googleDouble(() => json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    const verifier = new RecaptchaVerifier({ secretKey: 's', fetch: google.fetch });
    expect(await verifier.verify('used-token')).toBe(false);
    expect(google.calls[0]!.form.has('remoteip')).toBe(false);
  });

  it('refuses an empty or oversized token without asking Google', async () => {
    const google = googleDouble(() => json({ success: true }));
    const verifier = new RecaptchaVerifier({ secretKey: 's', fetch: google.fetch });
    expect(await verifier.verify('')).toBe(false);
    expect(await verifier.verify('x'.repeat(9000))).toBe(false);
    expect(google.calls).toHaveLength(0);
  });

  it.each([
    ['Google answers 500', () => json({ error: 'boom' }, 500)],
    ['Google answers something unexpected', () => json({ ok: 'yes' })],
    ['Google cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
  ])('rejects with CAPTCHA_UNAVAILABLE (503) when %s, instead of blaming the visitor', async (_label, answer) => {
    const verifier = new RecaptchaVerifier({ secretKey: 's', fetch: googleDouble(answer).fetch });
    const failure = verifier.verify('token');
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'CAPTCHA_UNAVAILABLE' });
  });
});
