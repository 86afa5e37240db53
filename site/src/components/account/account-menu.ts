import {
  currentPage,
  forgetKeptAnswers,
  getSession,
  leaveOnPurpose,
  loginUrl,
  logout,
  onLogoutElsewhere,
} from '../../lib/auth/session-client.ts';

/**
 * `<account-menu>`: the nav bar's login state (SPEC §2). Its content as served is the Log in link, which
 * works without JavaScript; once the page knows the visitor is signed in it becomes a menu button with the
 * user's name, View/Edit My Registrations and Log out (the disclosure pattern: a button that opens a list
 * of links, Escape and a click elsewhere close it). Elements marked `data-logged-out-only` (the Already
 * Registered? cards, /error-500's Log in) are hidden for a signed-in visitor, and elements marked
 * `data-logged-in-only` (served hidden: /error-500's View/Edit My Registrations) are shown.
 */
class AccountMenu extends HTMLElement {
  #toggle: HTMLButtonElement | undefined;
  #list: HTMLElement | undefined;

  connectedCallback() {
    // Log in comes back to the page it was clicked on.
    const login = this.querySelector<HTMLAnchorElement>('a[data-login]');
    if (login) login.href = loginUrl(currentPage());
    // Signed in or not: a form typed into before signing in is the same person's.
    onLogoutElsewhere(leaveAfterLogout);
    void getSession().then((session) => {
      if (!session) return;
      for (const element of document.querySelectorAll<HTMLElement>('[data-logged-out-only]')) element.hidden = true;
      for (const element of document.querySelectorAll<HTMLElement>('[data-logged-in-only]')) element.hidden = false;
      this.#render(session.user.name || session.user.email || 'My account', session.user.staff);
      recheckOnReturn(session.user.email);
    });
  }

  disconnectedCallback() {
    document.removeEventListener('click', this.#onDocumentClick);
  }

  #render(name: string, staff: boolean) {
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'account-menu__toggle';
    toggle.textContent = name;
    // A long name is cut to the menu's fixed width (global.css): the whole name on hover.
    toggle.title = name;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.setAttribute('aria-controls', 'account-menu-list');

    const list = document.createElement('ul');
    list.id = 'account-menu-list';
    list.className = 'account-menu__list';
    list.hidden = true;
    const registrations = document.createElement('a');
    registrations.href = '/multiple';
    registrations.textContent = 'View/Edit My Registrations';
    const logoutButton = document.createElement('button');
    logoutButton.type = 'button';
    logoutButton.textContent = 'Log out';
    logoutButton.addEventListener('click', () => {
      logoutButton.disabled = true;
      void logout();
    });
    // The organisers' desk, for those the API says are staff (it checks again on every call).
    const desk = document.createElement('a');
    desk.href = '/staff';
    desk.textContent = 'Staff desk';
    for (const item of [registrations, ...(staff ? [desk] : []), logoutButton]) {
      const li = document.createElement('li');
      li.append(item);
      list.append(li);
    }

    toggle.addEventListener('click', () => this.#open(toggle.getAttribute('aria-expanded') !== 'true'));
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !list.hidden) {
        this.#open(false);
        toggle.focus();
      }
    });
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget as Node | null)) this.#open(false);
    });
    document.addEventListener('click', this.#onDocumentClick);

    this.#toggle = toggle;
    this.#list = list;
    this.replaceChildren(toggle, list);
  }

  #open(open: boolean) {
    if (!this.#toggle || !this.#list) return;
    this.#toggle.setAttribute('aria-expanded', String(open));
    this.#list.hidden = !open;
    // The list is wider than the button and hangs from its right edge: opened from the start of a wrapped nav
    // line (a 320 px phone, a laptop zoomed to 200 %) it went off the screen's left edge, "Log out" with it
    // (qa27c). It then hangs from the left edge instead.
    this.#list.classList.remove('account-menu__list--rightwards');
    if (open && this.#list.getBoundingClientRect().left < 0) {
      this.#list.classList.add('account-menu__list--rightwards');
    }
  }

  #onDocumentClick = (event: MouseEvent) => {
    if (!this.contains(event.target as Node | null)) this.#open(false);
  };
}

/**
 * Back after logging out (a shared computer: a library, a classroom) brought a page back from the browser's
 * memory as it was shown, with the last person's answers and name. A page shown signed in asks again when it
 * comes back that way, hidden meanwhile, and is loaded anew (to sign in, or for whoever is signed in now)
 * unless the same person is still signed in: their unsaved changes are kept.
 */
function recheckOnReturn(shownFor: string | null) {
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const page = document.documentElement.style;
    page.visibility = 'hidden';
    void getSession({ fresh: true }).then((now) =>
      now?.user.email === shownFor ? (page.visibility = '') : (leaveOnPurpose(), location.reload()),
    );
  });
}

/**
 * A log-out in another of the site's tabs (session-client.ts): this tab keeps nothing of the answers and goes
 * to the home page, logged out. Not a reload: a page that needs a login would start one at once, and the
 * identity provider, whose session the other tab is still ending, would sign the same person in again.
 */
function leaveAfterLogout() {
  document.documentElement.style.visibility = 'hidden';
  forgetKeptAnswers();
  location.replace('/');
}

if (!customElements.get('account-menu')) customElements.define('account-menu', AccountMenu);
