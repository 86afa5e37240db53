import { accountHint } from '../../lib/account/account-hints.ts';

// Which login option to use comes from the identity provider's redirect (?conns=…), so it is known only
// in the browser.
const hint = accountHint(window.location.search);
const target = document.querySelector<HTMLElement>('[data-account-hint]');
if (hint && target) {
  target.textContent = hint;
  target.hidden = false;
}
