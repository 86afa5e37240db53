import { describe, expect, it } from 'vitest';
import { formAction, HeadlessBrowser } from './test-support/headless-browser.ts';
import { decodeMessageBody, mailsTo, signInHeadless, visibleText } from './test-support/headless-sign-in.ts';
import { useProviderAndRelyingParty } from './test-support/test-relying-party.ts';

describe('"Forgot your password?" on the sign-in page', () => {
  const ctx = useProviderAndRelyingParty();

  /** The sign-in page's "Forgot your password?" form, in `browser`, for a new authorization. */
  async function forgotPasswordForm(browser: HeadlessBrowser) {
    const signIn = await browser.navigate((await ctx.rp.authorize()).url);
    expect(signIn.body).toContain('<h1>Sign in</h1>');
    const link = /<a\s+href="([^"]+)"\s*>Forgot your password\?<\/a/.exec(signIn.body)?.[1];
    expect(link).toBeDefined();
    const form = await browser.navigate(new URL(link!, signIn.url));
    expect(form.status).toBe(200);
    expect(form.body).toContain('<h1>Forgot your password?</h1>');
    return form;
  }

  it('mails a link that sets a new password once; the new password signs in and the old one no longer', async () => {
    const email = 'dorothy@example.org';
    await ctx.idp.accounts.create({ email, name: 'Dorothy Vaughan', password: 'old password', emailVerified: true });
    const browser = new HeadlessBrowser();
    const form = await forgotPasswordForm(browser);

    // The address typed in another case still finds the account.
    const sent = await browser.navigate(formAction(form), { form: { email: 'Dorothy@Example.org' } });
    expect(sent.status).toBe(200);
    expect(visibleText(sent.body)).toContain(
      'If Dorothy@Example.org has an account, we have emailed it a link to choose a new password. The link works once, for 1 hour.',
    );
    const mails = mailsTo(ctx.idp.outboxDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Choose a new password for STEM Career Day\r$/m);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]{43}/.exec(decodeMessageBody(mails[0]!))?.[0];
    expect(link).toBeDefined();

    const choose = await browser.navigate(link!);
    expect(choose.status).toBe(200);
    expect(visibleText(choose.body)).toContain('Choose a new password For dorothy@example.org.');
    const token = new URL(link!).searchParams.get('token')!;
    const choosePassword = (on: typeof choose, password: string, confirmPassword: string) =>
      browser.navigate(formAction(on), { form: { token, password, confirmPassword } });
    // Two typings that differ: said on the field, nothing changed.
    const mismatch = await choosePassword(choose, 'new password', 'new pasword');
    expect(mismatch.status).toBe(400);
    expect(visibleText(mismatch.body)).toContain('Passwords do not match.');
    // Both fields come back empty: the cursor is in the first.
    expect(mismatch.body).toMatch(/<input\s+id="password"[^>]*\bautofocus/);
    expect(mismatch.body).not.toMatch(/<input\s+id="confirmPassword"[^>]*\bautofocus/);
    const changed = await choosePassword(mismatch, 'new password', 'new password');
    expect(changed.status).toBe(200);
    expect(visibleText(changed.body)).toContain('Your password has been changed.');
    expect(changed.body).toContain('href="http://localhost:8080/auth/login?returnTo=%2Fmultiple"');

    const again = await browser.navigate(link!);
    expect(again.status).toBe(400);
    expect(visibleText(again.body)).toContain(
      'This link is no longer valid. A link to choose a new password works once, for 1 hour. If you have just chosen one, sign in with it',
    );
    expect(again.body).toContain(
      '<a class="button" href="http://localhost:8080/auth/login?returnTo=%2Fmultiple">Sign in</a>',
    );

    const pending = await ctx.rp.authorize();
    const tokens = await ctx.rp.redeem(
      pending,
      await signInHeadless({ authorizationUrl: pending.url, email, password: 'new password' }),
    );
    expect(tokens.claims()?.email).toBe(email);
    await expect(
      signInHeadless({ authorizationUrl: (await ctx.rp.authorize()).url, email, password: 'old password' }),
    ).rejects.toThrow('Email or password is incorrect.');
  });

  it('says the same for an address without an account, and mails nothing', async () => {
    const browser = new HeadlessBrowser();
    const form = await forgotPasswordForm(browser);
    const sent = await browser.navigate(formAction(form), { form: { email: 'nobody@example.org' } });
    expect(sent.status).toBe(200);
    expect(visibleText(sent.body)).toContain('If nobody@example.org has an account, we have emailed it a link');
    expect(mailsTo(ctx.idp.outboxDir, 'nobody@example.org')).toEqual([]);

    const empty = await browser.navigate(formAction(form), { form: { email: '' } });
    expect(empty.status).toBe(400);
    expect(visibleText(empty.body)).toContain('Email is required.');
  });

  it('keeps the address of a failed sign-in for "Forgot your password?"', async () => {
    await ctx.idp.accounts.create({
      email: 'kj@example.org',
      name: 'K',
      password: 'right password',
      emailVerified: true,
    });
    const browser = new HeadlessBrowser();
    const signIn = await browser.navigate((await ctx.rp.authorize()).url);
    const failed = await browser.navigate(formAction(signIn), {
      form: { email: 'kj@example.org', password: 'wrong password' },
    });
    expect(visibleText(failed.body)).toContain('Email or password is incorrect.');
    const link = /<a\s+href="([^"]+)"\s*>Forgot your password\?<\/a/.exec(failed.body)?.[1];
    expect(link).toMatch(/\/forgot-password\?email=kj%40example\.org$/);
    const form = await browser.navigate(new URL(link!, failed.url));
    expect(form.body).toMatch(/<input\s+id="email"[^>]*value="kj@example\.org"/);
  });

  it('refuses a link that was never mailed', async () => {
    const page = await new HeadlessBrowser().navigate(`${ctx.idp.issuer}/reset-password?token=${'A'.repeat(43)}`);
    expect(page.status).toBe(400);
    expect(visibleText(page.body)).toContain('This link is no longer valid.');
  });
});
