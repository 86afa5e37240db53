import { accountHint, type AccountKind } from '../../lib/account/account-hints.ts';

// Which login option to use comes from the identity provider's redirect (?conns=…), so it is known only
// in the browser; the connection names it may use were written into the page at build time.
const target = document.querySelector<HTMLElement>('[data-account-hint]');
if (target) {
  const connections = JSON.parse(target.dataset.connections ?? '{}') as Record<string, AccountKind>;
  const hint = accountHint(window.location.search, connections);
  if (hint) {
    target.textContent = hint;
    target.hidden = false;
  }
}
