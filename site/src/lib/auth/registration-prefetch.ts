import { regIdOfEditPage } from '@stem/shared/registration-kinds';
import { prefetchRegistration } from './my-registrations.ts';
import { getSession } from './session-client.ts';

// An edit page asks for its registration as soon as the session is known (edit-page-prefetch.astro). The
// form's edit route, which would ask for it otherwise, comes after three round trips of module imports (the
// form's modules, the route, the registration client), each one a phone network's latency; this script comes
// with the page's first ones. The route takes this answer (`loadRegistration`) and does all else as before:
// no session goes to sign in, another's registration to /access-denied, a failed load says so.
const regId = regIdOfEditPage(window.location);
if (regId) {
  void getSession().then((session) => {
    if (session) prefetchRegistration(session, regId);
  });
}
