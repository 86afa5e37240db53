/**
 * Every user-facing message of SPEC §5 and §8, exactly as written there. Forms and the API import these;
 * nothing else spells a message out.
 */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Address is not valid',
  confirmEmail: "Email confirmation doesn't match to email",
  unsupportedFileType: 'Unsupported file type',
  checkRequiredFields: 'Please check all required fields',
  verifyCaptcha: 'Please verify using reCAPTCHA.',
  ageGate: 'Your age must be 13 or older to continue.',
  verifyGroupCode: 'Please verify Group Code',
  groupCodeCannotBeVerified: "Group Code can't be verified",
  logoNotUpdated: "Logo hasn't been updated. Please try again!",
  registrationsLoadFailed: 'Sorry! Something went wrong. Please try again later.',
  selectRegistration: 'Please, select registration to edit',
  unknownRegistrationType: 'Unknown registration type',
  contactFailed: 'Sorry! Something went wrong.',
  registrationClosed: 'Registration Closed',
  applicationsClosed: 'Applications Closed',
} as const;

/** 'Check at least one {field}' (SPEC §5, rule atLeastOne). */
export const atLeastOneMessage = (field: string) => `Check at least one ${field}`;

/** 'Date should have format {pattern}' (SPEC §5, rule validDate). */
export const validDateMessage = (pattern: string) => `Date should have format ${pattern}`;

/** The date pattern of every consent and signature date (SPEC §9). */
export const US_DATE_PATTERN = 'MM/DD/YYYY';

/**
 * Length cap message. SPEC has no text for it: no person using the forms meets it, because every input
 * carries the same `maxlength`; it answers API clients that bypass the forms.
 */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/**
 * A closing date-time per kind set by staff has passed (the switch is still on). SPEC has the switch's closed
 * texts only ("Registration Closed", "Applications Closed", which the links show); this one says why, on the
 * form's page and in the API's -1 answer, in words that fit every kind (a student registers, a senior
 * applies). Its own export, so every form page can show it without the other messages.
 */
export const DEADLINE_PASSED_MESSAGE = 'The deadline has passed: this form is closed.';

/** Messages SPEC has no text for; each says why it exists. */
export const NON_SPEC_MESSAGES = {
  /**
   * The forms never let a person reach it (SPEC §2 keeps the submit button disabled until a parent is
   * present or the school handles the consent), so only an API client that bypasses the form sees it.
   */
  consentPathMissing: 'A parent must be present to sign the consent unless the school submits it',
  /**
   * Control characters or broken unicode in a text field (SECURITY.md item 27). SPEC has no text for it:
   * a person typing into the form does not produce them, only a paste of odd text or an API client does.
   */
  invalidCharacters: 'Please remove unsupported characters',
  /**
   * A phone number that cannot be one (letters, too few or too many digits). SPEC gives phones no format
   * and no message; the wording follows SPEC's 'Address is not valid', and says what to type instead.
   */
  phone: 'Phone number is not valid: please type it with its area code, such as 330-555-0100',
  /**
   * A create answered -1 because the registration closed while the form was being filled in (its page was
   * built while it was open). SPEC only logs other codes, which left the person pressing a button that
   * seemed to do nothing.
   */
  closedWhileFilling:
    'Registration Closed: this registration closed while the form was being filled in, so nothing was saved.',
  /**
   * An edit sent after its session ended (a logout in another tab, a long pause): nothing is sent, and the
   * page stays with the changes, where /access-denied lost them and told of someone else's registration.
   */
  /**
   * A group name that mixes Latin letters with Cyrillic or Greek ones ("Demо Group" with a Cyrillic о):
   * it would stand in the students' group select as a second "Demo Group" no one can tell from the first.
   */
  groupNameMixedScripts: 'Please write the group name in one alphabet: it mixes Latin letters with look-alike letters.',
  /**
   * 429 on a submit: too many from one address (a school shares one). Nothing was saved and the form stays,
   * where it went to the error page and lost everything typed.
   */
  tooManyFromThisNetwork: (minutes: number) =>
    `Too many forms have been sent from this network in the last minutes (a school's computers often share one address). Nothing was saved and your answers are still here: please press the button again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  signedOutWhileEditing:
    'You are no longer logged in, so nothing was saved. Your changes are still on this page: log in again in a new tab, then come back here and press the button again.',
  /**
   * An edit sent with no network (the log-in could not even be checked): it is not a log-out, and a parent on
   * a bad signal was sent to log in again (qa25b). Also a press whose form's rules could not load (they load
   * on the first touch, which came offline: the press did nothing at all, qa26a).
   */
  offlineWhileEditing:
    'No network, so nothing was saved. Your changes are still on this page: press the button again when the connection is back.',
  /**
   * A chosen file over 20 MB (MAX_ATTACHMENT_BYTES). SPEC §9 names the limit but no message; the form says it
   * before uploading rather than letting the upload fail.
   */
  fileTooLarge: 'The file is larger than 20 MB',
  /**
   * A US ZIP code that is neither five digits nor ZIP+4. SPEC requires the company's zip but gives no format
   * and no message; the wording follows the phone's.
   */
  zip: 'ZIP code is not valid: please type 5 digits, or ZIP+4 such as 44308-1234',
  /**
   * More participant rows than a company may bring. The form stops offering "Add participant" at the limit,
   * so only an API client that bypasses it sees this.
   */
  tooManyParticipants: 'Please list at most 20 participants',
  /**
   * A scholarship essay over SPEC §9's 1,000 words. The form's counter stops at 0 words left; the API refuses
   * more, and says so on the essay.
   */
  essayTooLong: 'The essay must be at most 1,000 words',
  /**
   * A date of birth in the future or more than 100 years back (a typo such as 01/01/2030 or 1850). SPEC only
   * asks MM/DD/YYYY; the wording follows the phone's.
   */
  birthDate: 'Date of birth is not valid',
  /** Years attended that end before they start (From 2022, To 2019); SPEC asks both years, no order. */
  yearsOrder: 'The last year cannot be before the first year',
  /** A creative component link that is not a public video-site link (SPEC §2's instruction, no message). */
  videoLink: 'Please give a public YouTube or Vimeo link',
  /** A GPA that is not a number from 0 to 4.0 (SPEC asks a GPA on a 4.0 scale and gives no message). */
  gpa: 'GPA should be a number from 0 to 4.0',
  /** More rows in one of the application's lists than the form offers (only API clients meet it). */
  tooManyRows: 'Please list at most 20 rows',
  /**
   * An application file that could not be uploaded before an update (SPEC §8 has the company logo's message
   * only); the update stops, as it does for a logo.
   */
  fileNotUpdated: "File hasn't been updated. Please try again!",
  /** DEADLINE_PASSED_MESSAGE. */
  deadlinePassed: DEADLINE_PASSED_MESSAGE,
  /**
   * An edit sent from a form opened before the registration last changed (another tab, another device, the
   * other parent): saving it would silently undo that change (HTTP 412 to an If-Match the API no longer
   * matches). SPEC says nothing of two edits; nothing is saved and the form stays with what was typed.
   */
  editConflict:
    'This registration was changed elsewhere (in another tab or on another device) after you opened it, so nothing was saved. Reload the page to see the latest version, then make your change again.',
  /**
   * The edit form's words for editConflict: it offers to load the latest version with the changes typed on
   * the page laid over it (a reload lost them: qa12, qa13).
   */
  editConflictKeep:
    'This registration was changed elsewhere (in another tab or on another device) after you opened it, so nothing was saved. Load the latest version: the changes you made on this page are kept over it.',
  /** The button that does it. */
  loadLatestKeepingChanges: 'Load the latest version, keeping my changes',
  /** Done: the form shows the stored version with the visitor's changes over it. */
  latestLoaded:
    'The latest version is loaded, with the changes you made on this page over it. Check them, then save again.',
  /** It could not be read; the button stays. */
  latestNotLoaded:
    'The latest version could not be loaded: no network, or no answer from the server. Your changes are still on this page. Please try again.',
} as const;
