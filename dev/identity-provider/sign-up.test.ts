import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HeadlessBrowser, formAction } from './test-support/headless-browser.ts';
import {
  decodeMessageBody,
  mailsTo,
  signInHeadless,
  signUpHeadless,
  verificationLinkFor,
  visibleText,
} from './test-support/headless-sign-in.ts';
import { useProviderAndRelyingParty } from './test-support/test-relying-party.ts';

describe('sign-up through prompt=create, and email verification', () => {
  const ctx = useProviderAndRelyingParty();

  const emlFiles = () => fs.readdirSync(ctx.idp.outboxDir).filter((name) => name.endsWith('.eml'));

  it('creates an unverified account and writes exactly one verification mail to it', async () => {
    const pending = await ctx.rp.authorize({ prompt: 'create' });
    const page = await signUpHeadless({
      authorizationUrl: pending.url,
      name: 'Katherine Johnson',
      email: 'Katherine@Example.org',
      password: 'orbital mechanics',
    });
    expect(page.status).toBe(200);
    expect(visibleText(page.body)).toContain(
      'We sent a link to Katherine@Example.org. Open it to verify your address, then sign in.',
    );
    expect(ctx.idp.accounts.findByEmail('katherine@example.org')).toMatchObject({
      email: 'Katherine@Example.org',
      name: 'Katherine Johnson',
      emailVerified: false,
    });

    expect(emlFiles()).toHaveLength(1);
    expect(emlFiles()[0]).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f-]{36}\.eml$/);
    const [message] = mailsTo(ctx.idp.outboxDir, 'katherine@example.org');
    expect(message).toBeDefined();
    expect(message).toMatch(/^Subject: Verify your email address for STEM Career Day\r$/m);
    expect(message).toMatch(/^From: STEM Career Day <no-reply@stem-career-day\.local>\r$/m);
    expect(message).toContain('\r\n');
    expect(decodeMessageBody(message!)).toMatch(
      new RegExp(`^${ctx.idp.issuer.replace(/[.:/]/g, '\\$&')}/verify-email\\?token=[\\w-]{43}$`, 'm'),
    );
    // No half-written files left behind.
    expect(fs.readdirSync(ctx.idp.outboxDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('verifies the address once through the link; afterwards the claims say email_verified true', async () => {
    const email = 'mary@example.org';
    await signUpHeadless({
      authorizationUrl: (await ctx.rp.authorize({ prompt: 'create' })).url,
      name: 'Mary Jackson',
      email,
      password: 'wind tunnel 4ft',
    });
    const link = verificationLinkFor(ctx.idp.outboxDir, email);
    const browser = new HeadlessBrowser();

    const verified = await browser.navigate(link);
    expect(verified.status).toBe(200);
    expect(visibleText(verified.body)).toContain('Your email address is verified.');
    expect(verified.body).toContain('href="http://localhost:8080/auth/login?returnTo=%2Fmultiple"');
    expect(ctx.idp.accounts.findByEmail(email)?.emailVerified).toBe(true);

    const again = await browser.navigate(link);
    expect(again.status).toBe(400);
    expect(visibleText(again.body)).toContain('This link is no longer valid.');
    expect(again.body).toContain('href="http://localhost:8080/"');

    const pending = await ctx.rp.authorize();
    const tokens = await ctx.rp.redeem(
      pending,
      await signInHeadless({ authorizationUrl: pending.url, email, password: 'wind tunnel 4ft' }),
    );
    expect(tokens.claims()).toMatchObject({ email, email_verified: true, name: 'Mary Jackson' });
  });

  it('lets an unverified account sign in, with email_verified false in its claims', async () => {
    const email = 'dorothy@example.org';
    await signUpHeadless({
      authorizationUrl: (await ctx.rp.authorize({ prompt: 'create' })).url,
      name: 'Dorothy Vaughan',
      email,
      password: 'fortran routines',
    });
    const pending = await ctx.rp.authorize();
    const tokens = await ctx.rp.redeem(
      pending,
      await signInHeadless({ authorizationUrl: pending.url, email, password: 'fortran routines' }),
    );
    expect(tokens.claims()).toMatchObject({ email, email_verified: false });
  });

  it('says "An account with this email already exists." with a link to sign in, and sends no mail', async () => {
    await ctx.idp.accounts.create({
      email: 'taken@example.org',
      name: 'First',
      password: 'password one',
      emailVerified: true,
    });
    const page = await signUpHeadless({
      authorizationUrl: (await ctx.rp.authorize({ prompt: 'create' })).url,
      name: 'Second',
      email: 'TAKEN@example.org',
      password: 'password two',
    });
    expect(page.status).toBe(400);
    expect(visibleText(page.body)).toContain('An account with this email already exists.');
    expect(page.body).toMatch(/<a href="\/interaction\/[\w-]+\/sign-in">Sign in<\/a>/);
    expect(emlFiles()).toEqual([]);
  });

  it('checks the sign-up form: passwords must match, fields are named when missing, 8 characters at least', async () => {
    const authorizationUrl = (await ctx.rp.authorize({ prompt: 'create' })).url;
    const mismatch = await signUpHeadless({
      authorizationUrl,
      name: 'Hedy',
      email: 'hedy@example.org',
      password: 'frequency hopping',
      confirmPassword: 'frequency hoping',
    });
    expect(mismatch.status).toBe(400);
    expect(visibleText(mismatch.body)).toContain('Passwords do not match.');
    expect(mismatch.body).toMatch(
      /id="confirmPassword"[^>]*aria-describedby="confirmPassword-error"[^>]*aria-invalid="true"/,
    );
    // What was typed stays, except the passwords.
    expect(mismatch.body).toContain('value="hedy@example.org"');
    expect(mismatch.body).not.toContain('frequency');

    const missing = await signUpHeadless({
      authorizationUrl: (await ctx.rp.authorize({ prompt: 'create' })).url,
      name: '',
      email: '',
      password: 'short',
      confirmPassword: '',
    });
    const text = visibleText(missing.body);
    expect(text).toContain('Name is required.');
    expect(text).toContain('Email is required.');
    expect(text).toContain('Password must be at least 8 characters.');
    expect(text).toContain('Confirm password is required.');

    expect(ctx.idp.accounts.findByEmail('hedy@example.org')).toBeNull();
    expect(emlFiles()).toEqual([]);
  });

  it('the sign-up page links to signing in, which completes the same authorization request', async () => {
    await ctx.idp.accounts.create({
      email: 'existing@example.org',
      name: 'E',
      password: 'password one',
      emailVerified: true,
    });
    const pending = await ctx.rp.authorize({ prompt: 'create' });
    const browser = new HeadlessBrowser();
    const signUp = await browser.navigate(pending.url);
    expect(signUp.body).toContain('<h1>Sign up</h1>');
    expect(formAction(signUp).pathname).toMatch(/^\/interaction\/[\w-]+\/sign-up$/);
    // signInHeadless follows the "Sign in" link of the sign-up page.
    const callback = await signInHeadless({
      authorizationUrl: pending.url,
      email: 'existing@example.org',
      password: 'password one',
      browser,
    });
    const tokens = await ctx.rp.redeem(pending, callback);
    expect(tokens.claims()?.email).toBe('existing@example.org');
  });

  it('answers an unknown or malformed token with "This link is no longer valid." (400)', async () => {
    const browser = new HeadlessBrowser();
    for (const token of ['A'.repeat(43), 'nonsense', '']) {
      const page = await browser.navigate(`${ctx.idp.issuer}/verify-email?token=${token}`);
      expect(page.status).toBe(400);
      expect(visibleText(page.body)).toContain('This link is no longer valid.');
    }
  });
});
