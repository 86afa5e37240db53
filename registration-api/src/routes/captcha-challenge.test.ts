import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AltchaCaptcha } from '../captcha/altcha-captcha.ts';
import { RecaptchaVerifier } from '../captcha/recaptcha-verifier.ts';
import { buildTestApp } from '../test-support/build-test-app.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('captcha provider chosen from the environment', () => {
  it('is ALTCHA by default: GET /api/captcha/challenge issues a challenge that app.captcha accepts once', async () => {
    app = await buildTestApp();
    expect(app.captcha).toBeInstanceOf(AltchaCaptcha);
    const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.parameters.cost).toBe(1);

    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect(await app.captcha.verify(token, '127.0.0.1')).toBe(true);
    expect(await app.captcha.verify(token, '127.0.0.1')).toBe(false);
  });

  it('verifies challenges across a restart when ALTCHA_HMAC_KEY is set', async () => {
    const env = { ALTCHA_HMAC_KEY: 'k'.repeat(32) };
    app = await buildTestApp(env);
    const challenge = (await app.inject('/api/captcha/challenge')).json<Challenge>();
    await app.close();
    app = await buildTestApp(env);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    expect(await app.captcha.verify(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'))).toBe(
      true,
    );
  });

  it('is reCAPTCHA with CAPTCHA_PROVIDER=recaptcha and its keys; no ALTCHA challenge route then', async () => {
    app = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET_KEY: 'server-secret',
      RECAPTCHA_SITE_KEY: 'site-key',
    });
    expect(app.captcha).toBeInstanceOf(RecaptchaVerifier);
    expect(app.captcha.provider).toBe('recaptcha');
    expect((await app.inject('/api/captcha/challenge')).statusCode).toBe(404);
  });

  it('sends reCAPTCHA checks to the fetch given to the app (a test double for Google)', async () => {
    const asked: string[] = [];
    const googleDouble = (async (_url: string | URL | Request, init?: RequestInit) => {
      asked.push(new URLSearchParams(String(init?.body)).get('response')!);
      return new Response(JSON.stringify({ success: true }));
    }) as typeof fetch;
    app = await buildTestApp(
      { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_SITE_KEY: 'k' },
      { captchaFetch: googleDouble },
    );
    expect(await app.captcha.verify('token-from-widget')).toBe(true);
    expect(asked).toEqual(['token-from-widget']);
  });
});
