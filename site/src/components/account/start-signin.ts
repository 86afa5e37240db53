import { signinTarget } from '../../lib/auth/signin-target.ts';

// /signin has no page of its own (SPEC §2): it starts the external login at once, replacing itself in the
// history so Back does not land here again. The page's link (and its <noscript> refresh) cover a browser
// without scripting, with the default return.
window.location.replace(signinTarget(window.location.search));
