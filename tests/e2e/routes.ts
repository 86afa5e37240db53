/**
 * Every public route of SPEC §2 that the site serves, with the query variants that change what a page
 * shows. The axe sweep and the weight check walk this list; a route missing here is a route not checked.
 */
export const CONTENT_ROUTES = [
  '/',
  '/about',
  '/register',
  '/scholarships',
  '/scholarship-details',
  '/grants',
  '/exploring-post',
  '/map',
  '/contact-thank-you',
  '/thank-you?regType=MSIND&isContestFormSubmitted=true',
  '/thank-you?regType=HSIND&isContestFormSubmitted=false',
  '/thank-you?regType=MSGROUP&groupName=Rockets',
  '/thank-you?regType=COMPANY',
  '/thank-you?regType=COMPANY&logoUploaded=false',
  '/thank-you?regType=SCHOLARSHIP',
  '/thank-you?regType=SCHOLARSHIP&filesUploaded=false',
  '/thank-you?regType=SCHOLARSHIP&updated=true',
  '/thank-you?regType=HSCHAPERONE',
  '/thank-you?regType=HSDAYOFCONSENT',
  '/thank-you?regType=MSDAYOFCONSENT',
  '/signup',
  '/error-500',
  '/error-404',
  '/access-denied',
  '/account-already-exists?conns=google-oauth2',
] as const;

/** Routes whose page is a form island: they are outside the 5 KB budget of content pages. */
export const FORM_ROUTES = [
  '/verify-age?regType=MSIND',
  '/verify-age?regType=HSIND',
  '/verify-age?regType=MSGROUP',
  '/ms-ind-reg-new?ageVerified=true',
  '/hs-ind-reg-new?ageVerified=true',
  '/consent-form-hs',
  '/consent-form-ms',
  '/hs-chaperone-reg-new',
  '/ms-group-reg-new?ageVerified=true',
  // The FAQ with the contact form under it.
  '/contact',
  '/contact?accordionId=hs-who-can-attend',
  '/company-reg-new',
  '/scholarship-application-new',
] as const;

/**
 * Public pages with a small island that is not a registration form (the day-of consent
 * confirmation's button): checked like every page, with the form pages' JavaScript budget.
 */
export const ISLAND_ROUTES = ['/consent-confirm?token=not-a-token'] as const;

/**
 * 45 KB gzip: everything a form page (FORM_ROUTES, ISLAND_ROUTES) fetches before the visitor starts on it:
 * Preact with its compat layer and Astro's renderer (about 10 KB), react-hook-form (about 15 KB), the form
 * shell and the form; its rules load on the first focus. The issue allows 95 KB; this holds the pages where
 * they are since the islands run on Preact (the largest, /scholarship-application-new, 43 KB) with a small
 * margin (docs/decisions.md, "The islands run on Preact's compat layer").
 */
export const FORM_JS_BUDGET = 45 * 1024;

/**
 * 50.5 KB gzip: what an edit page fetches before the visitor starts on it: a new form's scripts, and its route
 * (login, ownership, the registration). The kind's rules load on the first focus, as on a new form (79 KB
 * before they did: docs/decisions.md, "An edit form shows its registration before its rules load"). The
 * half KB over 50 is the signed-in pages' check on Back after a log-out (docs/decisions.md, "A shared
 * computer"): about 110 bytes, on a page that was within a few bytes of 50 KB. The quarter after it is the
 * edit's leave warning (docs/decisions.md, "An edit with changes not saved asks before the page goes"):
 * 51,786 bytes with it, 74 over 50.5 KB. The quarter after that is the warning woken by typing and by rows,
 * and the note on a form sent from the tab (nineteenth session's "Small things"): 52,034 bytes, 66 over. The
 * eighth of a KB after that is an edit sent offline saying so rather than "no longer logged in" (qa25b, qa26a)
 * and the owner's email hint (qa25b): 52,249 bytes, 25 over. The five-eighths after that are what a literal
 * reading of SPEC and a keyboard walk asked for (twenty-second session, qa27a-c): the consent's names following
 * the names above, a disabled submit kept in the Tab order that goes to its reason when pressed, "Submitting…"
 * said while a form is sent, the account menu kept on screen, and a failed load's Try again: 52,921 bytes, 569
 * over. Trimmed first: the new wordings moved out of the modules every page loads.
 */
export const EDIT_JS_BUDGET = 51.75 * 1024;

/**
 * Routes that need login (SPEC §2 edit routes). Logged out, each sends the visitor to sign in at the identity
 * provider: the axe sweep checks that it does and that the sign-in page passes; the signed-in edit form is
 * checked by the walk that signs in (chaperone-registration.spec.ts, group-registration.spec.ts,
 * login.spec.ts).
 */
export const LOGIN_ROUTES = [
  '/hs-chaperone-reg-edit?regId=not-signed-in',
  '/ms-group-reg-edit?regId=not-signed-in',
  '/company-reg-edit?regId=not-signed-in',
  '/scholarship-application-edit?regId=not-signed-in',
  // The staff desk; signed in as staff it is checked by staff-desk.spec.ts (axe, CSP, phone width).
  '/staff',
  // Check-in on the day; signed in as staff it is checked by check-in.spec.ts.
  '/staff/check-in',
] as const;

/**
 * The organisers' desk (issue 15): staff only, so it sends a logged-out visitor to sign in (LOGIN_ROUTES).
 * It is a working page for a coordinator, not a public one: its JavaScript (Preact and Chart.js) has its own
 * budget, STAFF_JS_BUDGET, checked by page-weight.spec.ts.
 */
export const STAFF_ROUTES = ['/staff', '/staff/check-in'] as const;

/** 200 KB gzip: Preact (about 10 KB) and the bar charts of Chart.js (about 65 KB) with the desk's own code. */
export const STAFF_JS_BUDGET = 200 * 1024;
