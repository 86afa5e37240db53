import { describe, expect, it } from 'vitest';
import { HeadlessBrowser, formAction } from './test-support/headless-browser.ts';
import { useProviderAndRelyingParty } from './test-support/test-relying-party.ts';

/** The attributes of the input with this id (attributes without a value map to ''). */
function input(body: string, id: string): Record<string, string> {
  for (const [, attributes] of body.matchAll(/<input\b([^>]*)>/g)) {
    const parsed = Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, value ?? '']),
    );
    if (parsed.id === id) return parsed;
  }
  throw new Error(`no input #${id}`);
}

describe('interaction pages', () => {
  const ctx = useProviderAndRelyingParty();

  const open = async (extra: Record<string, string> = {}) => {
    const browser = new HeadlessBrowser();
    const page = await browser.navigate((await ctx.rp.authorize(extra)).url);
    return { browser, page };
  };

  it('the sign-in page: landmarks, title, labelled inputs with autocomplete, and a way to sign up', async () => {
    const { page } = await open();
    expect(page.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(page.body).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page.body).toContain('<title>Sign in – STEM Career Day</title>');
    expect(page.body).toMatch(/<main>[\s\S]*<h1>Sign in<\/h1>[\s\S]*<\/main>/);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(input(page.body, 'email')).toMatchObject({
      name: 'email',
      type: 'email',
      autocomplete: 'email',
      required: '',
    });
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(input(page.body, 'password')).toMatchObject({ type: 'password', autocomplete: 'current-password' });
    expect(input(page.body, 'password')).not.toHaveProperty('value');
    expect(page.body).toMatch(/<button class="button" type="submit">Sign in<\/button>/);
    expect(page.body).toMatch(/<a href="\/interaction\/[\w-]+\/sign-up">Create an account<\/a>/);
    expect(page.body).toContain('<a href="http://localhost:8080/">STEM Career Day</a>');
    expect(formAction(page).pathname).toBe(`${page.url.pathname}/sign-in`);
    // No script on the sign-in page: it works without JavaScript.
    expect(page.body).not.toContain('<script');
  });

  it('the sign-up page (prompt=create): name, email, new passwords and a way back to sign in', async () => {
    const { page } = await open({ prompt: 'create' });
    expect(page.body).toContain('<title>Sign up – STEM Career Day</title>');
    expect(input(page.body, 'name')).toMatchObject({ name: 'name', type: 'text', autocomplete: 'name' });
    expect(input(page.body, 'email')).toMatchObject({ name: 'email', type: 'email', autocomplete: 'email' });
    expect(input(page.body, 'password')).toMatchObject({
      type: 'password',
      autocomplete: 'new-password',
      minlength: '8',
      'aria-describedby': 'password-hint',
    });
    expect(input(page.body, 'confirmPassword')).toMatchObject({
      name: 'confirmPassword',
      type: 'password',
      autocomplete: 'new-password',
    });
    expect(page.body).toContain('<label for="confirmPassword">Confirm password</label>');
    expect(page.body).toMatch(/<button class="button" type="submit">Sign up<\/button>/);
    expect(page.body).toMatch(/<a href="\/interaction\/[\w-]+\/sign-in">Sign in<\/a>/);
  });

  it('ties the wrong-credentials message to both fields and marks them invalid', async () => {
    const { browser, page } = await open();
    const failed = await browser.navigate(formAction(page), {
      form: { email: 'x@example.org', password: 'nope nope' },
    });
    expect(failed.status).toBe(400);
    expect(failed.body).toContain('<title>Error: Sign in – STEM Career Day</title>');
    expect(failed.body).toMatch(/<div class="error-summary" role="alert">/);
    expect(failed.body).toContain('<p id="form-error">Email or password is incorrect.</p>');
    for (const id of ['email', 'password']) {
      expect(input(failed.body, id)).toMatchObject({ 'aria-describedby': 'form-error', 'aria-invalid': 'true' });
    }
    expect(input(failed.body, 'email').value).toBe('x@example.org');
  });

  it('escapes what the user typed', async () => {
    const { browser, page } = await open({ prompt: 'create' });
    const failed = await browser.navigate(formAction(page), {
      form: { name: '<script>alert(1)</script>', email: '"><img src=x>', password: 'a', confirmPassword: 'b' },
    });
    expect(failed.body).not.toContain('<script>alert(1)');
    expect(failed.body).not.toContain('"><img');
    expect(input(failed.body, 'name').value).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(input(failed.body, 'email').value).toBe('&quot;&gt;&lt;img src=x&gt;');
  });

  it('sends CSP with a per-response nonce, nosniff, no-referrer and no caching', async () => {
    const browser = new HeadlessBrowser();
    const authorization = await browser.request((await ctx.rp.authorize()).url);
    const interactionUrl = new URL(authorization.headers.get('location')!, ctx.idp.issuer);
    const first = await browser.request(interactionUrl);
    const second = await browser.request(interactionUrl);
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    expect(csp).toMatch(/style-src 'nonce-[\w+/=]+'/);
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
    const nonce = /'nonce-([\w+/=]+)'/.exec(csp)![1];
    expect(await first.text()).toContain(`<style nonce="${nonce}">`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('cache-control')).toBe('no-store');
    await second.body?.cancel();
  });

  it('shows "Page expired" for a form posted without the interaction cookie (e.g. from another site)', async () => {
    const { page } = await open();
    const stranger = new HeadlessBrowser();
    const posted = await stranger.navigate(formAction(page), {
      form: { email: 'a@example.org', password: 'whatever1' },
    });
    expect(posted.status).toBe(400);
    expect(posted.body).toContain('<h1>Page expired</h1>');
    expect(posted.body).toContain('href="http://localhost:8080/auth/login"');
  });

  it('renders provider errors in the same look', async () => {
    const page = await new HeadlessBrowser().navigate(
      `${ctx.idp.issuer}/authorize?client_id=unknown&response_type=code`,
    );
    expect(page.status).toBe(400);
    expect(page.body).toContain('<h1>Something went wrong</h1>');
    expect(page.body).toContain('class="site-header"');
  });
});
