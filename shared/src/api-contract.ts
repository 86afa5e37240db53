// The registration API's contract (SPEC §6, §7, §8), defined once: the API answers with these shapes and the
// site reads them. Types and constants only, so the browser pays nothing for importing it.
import type { AttachmentType } from './files/attachment-types.ts';
import type { RegType } from './reg-types.ts';

/**
 * The codes of a registration answer (SPEC §8). 0 success; -2 a problem with one field (the email, or a
 * group code), shown on that field; -3 the group name is taken; -4 the captcha failed (arrives as a failed
 * response); -1 any other refusal (registration closed, the registration no longer exists).
 */
export const ANSWER_CODES = { ok: 0, refused: -1, field: -2, groupName: -3, captcha: -4 } as const;
export type AnswerCode = (typeof ANSWER_CODES)[keyof typeof ANSWER_CODES];

/** Every registration call's answer (SPEC §7: `{ code, message, data }`). */
export interface Answer<TData = undefined> {
  code: AnswerCode;
  message: string;
  data?: TData;
  /** With -2 or -3: the form field the message belongs on (dot path, e.g. `groupCode`). */
  field?: string;
}

/** SPEC §6: calls needing login send `Bearer <token>` in this header. */
export const AUTHORIZATION_HEADER = 'x-custom-authorization';

/** One invalid field of a refused request body: its dot path and SPEC's message for it. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * A request the API refused before any rule of the kind ran (HTTP 4xx/5xx that is not a registration
 * answer): unparsable or invalid body (400, with `issues`), 401, 404, 413, 415, 429, 5xx. Never carries a
 * submitted value; 5xx bodies are generic.
 */
export interface TransportError {
  error: string;
  message: string;
  requestId: string;
  /** 400 VALIDATION_FAILED: each invalid field with its message. */
  issues?: FieldIssue[];
  /**
   * 400 VALIDATION_FAILED of a body: SPEC §8's -2 with the first invalid field (also `message` is its
   * message), for a client that reads only SPEC's codes.
   */
  code?: typeof ANSWER_CODES.field;
  field?: string;
}

/** `error` of a 400 whose body did not fit the form's schema. */
export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** What a create answers in `data`. */
export interface CreatedData {
  regId: string;
  /**
   * Kinds with attachment types only (COMPANY, SCHOLARSHIP): a short-lived grant, bound to this regId, that
   * lets the registrant who just created it upload its files (header `x-upload-grant`) without a login.
   */
  uploadGrant?: string;
  /**
   * An update of a student registration: where its consent stands now, the stored day-of consent included,
   * which the form alone cannot know (its thank-you page says complete or in progress from it).
   */
  consentState?: ConsentState;
}

/** The header that carries a create answer's `uploadGrant` on POST /api/files. */
export const UPLOAD_GRANT_HEADER = 'x-upload-grant';

/** POST /api/files `data`: the files stored, each under the name the registration now shows. */
export interface UploadedFiles {
  files: Array<{ attachmentType: AttachmentType; fileName: string }>;
}

/** GET /api/catalog-items/{category}: one option of a form's select. */
export interface CatalogOption {
  id: number;
  title: string;
  /** Schools only: whether the translator question applies (DESIGN §6). */
  offersTranslation?: boolean;
}

/** GET /api/middle-school-groups: a group as the group select lists it (never its code). */
export interface GroupListItem {
  id: string;
  groupName: string;
}

/** GET /api/user-registrations: one line of the chooser. */
export interface RegistrationSummary {
  regId: string;
  regType: RegType;
  firstName: string;
  lastName: string;
  /** What it is for besides its person, where its kind names that (`nameField`): a group's or company's name. */
  entityName?: string;
  /** A student registration's consent state (MSIND, HSIND); absent for the other kinds. */
  consentState?: ConsentState;
  /** Present when someone comes to a career day on it: CHECK_IN_CODE_ROUTE answers its check-in code. */
  checkIn?: true;
  /** A student in a group: the group's name as it reads now (the family sees which group the student is in). */
  groupName?: string;
  /** A sponsor's standing invoice (not cancelled): cancelling the registration cancels it, which the dialog says. */
  invoiceNumber?: string;
  /** A student whose group leader asked for their removal from the group (its name, the leader's reason). */
  groupRemovalRequested?: { groupName: string; reason: string };
}

/**
 * GET: the owner's check-in code of a registration someone comes to a career day on (the QR code of every
 * confirmation, for the one who cannot find the mail on the day); 404 for another registration.
 */
export const CHECK_IN_CODE_ROUTE = '/api/registrations/:regId/check-in-code';
export const checkInCodePath = (regId: string) => CHECK_IN_CODE_ROUTE.replace(':regId', encodeURIComponent(regId));

/** What CHECK_IN_CODE_ROUTE answers (404) for a registration nobody comes to a day on, and the chooser says. */
export const NO_CHECK_IN_CODE = 'This registration has no check-in code: nobody comes to a career day on it.';

/**
 * CHECK_IN_CODE_ROUTE `data`: the token the desk reads, its QR code as a PNG data URL, and the file name the
 * confirmations attach it under (named by its person), for saving it from the page.
 */
export interface CheckInCode {
  token: string;
  image: string;
  filename: string;
}

/**
 * Where a student registration's consent stands (issue 10): signed on the registration form, a signed paper
 * form the organisers recorded (the school's, or one a parent brought), the school will submit it, a day-of
 * consent is waiting for the parent's confirmation from the mailed link, a confirmed day-of consent was
 * received, or none yet.
 */
export type ConsentState =
  | 'signed-on-form'
  | 'paper-form-received'
  | 'school-will-submit'
  | 'awaiting-parent-confirmation'
  | 'received'
  | 'missing';

/** How the owner's pages name each consent state. */
export const CONSENT_STATE_LABELS: Record<ConsentState, string> = {
  'signed-on-form': 'Consent signed on the registration form',
  'paper-form-received': 'Consent received (signed paper form)',
  'school-will-submit': 'Consent: the school will submit it',
  'awaiting-parent-confirmation': "Consent: awaiting the parent's confirmation (see the link mailed to the parent)",
  received: 'Consent received',
  missing: 'Consent not received yet',
};

/**
 * Whether a registration's consent state (or an answer's `consentState`, unread) is in hand for the day:
 * signed on the form, a signed paper form recorded, or a confirmed day-of consent (`consentInHand` says the same of a member's state).
 */
export const consentStateInHand = (state: unknown): state is 'signed-on-form' | 'paper-form-received' | 'received' =>
  state === 'signed-on-form' || state === 'paper-form-received' || state === 'received';

/** POST /api/day-of-consent/confirm: the token of the link mailed to the registration's parent. */
export interface DayOfConsentConfirmation {
  token: string;
}

/**
 * A student's consent, as a group leader and the organisers need it on the day: signed on the registration
 * form, a signed paper form the organisers recorded (the school's, or one a parent brought), the school will
 * submit it, a day-of consent was received, one was filed and waits for the parent's confirmation from the
 * mailed link (it does not count yet), or none yet.
 */
export type MemberConsentState =
  'signed' | 'paper' | 'school' | 'day-of-received' | 'awaiting-confirmation' | 'missing';

/** How every view says a consent state, in the order views list them. */
export const MEMBER_CONSENT_STATE_WORDS: Readonly<Record<MemberConsentState, string>> = {
  signed: 'Signed on the form',
  paper: 'Paper form received',
  school: 'School will submit',
  'day-of-received': 'Day-of consent received',
  'awaiting-confirmation': 'Awaiting the parent’s confirmation',
  missing: 'Missing',
};

/** The consent states in the order views list them. */
export const MEMBER_CONSENT_STATES = Object.keys(MEMBER_CONSENT_STATE_WORDS) as readonly MemberConsentState[];

/** Whether the consent is in hand for the day (signed on the form or on paper, or a confirmed day-of consent). */
export const consentInHand = (state: MemberConsentState | null): state is 'signed' | 'paper' | 'day-of-received' =>
  state === 'signed' || state === 'paper' || state === 'day-of-received';

/** SPEC §9: a group of more students than this cannot share one schedule; it is split on the day. */
export const SHARED_SCHEDULE_LIMIT = 30;

/**
 * GET /api/ms-group-reg/{id}/members (SPEC §3: name, status, statusMessage), plus what a teacher needs on
 * the day: grade, lunch and T-shirt size (catalogue ids) and the consent state.
 */
export interface GroupMember {
  /** The member's registration; the leader sends it back to ask for a removal. */
  regId: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'pending-removal';
  statusMessage: string;
  gradeLevelId: string;
  lunchId: string;
  tShirtSizeId: string;
  consentState: MemberConsentState;
}

/** POST /api/files, one element of the list (SPEC §7). */
export interface FileUpload {
  regId: string;
  attachmentType: AttachmentType;
  fileName: string;
  dataURL: string;
  type: string;
}

/** What cancelling a registration did beyond removing it (DELETE /api/registrations/{regId}). */
export interface CancellationOutcome {
  /** Students who had joined a cancelled group: still registered, now without a group. */
  membersReleased: number;
}

/** POST /api/send-question (SPEC §3, Contact question). */
export interface ContactQuestion {
  who: string;
  subject: string;
  email: string;
  question: string;
  gResponse: string;
}

/**
 * Every call of SPEC §7 with its request body and answer, keyed by `METHOD path`. A registration kind's
 * create and edit are `POST {apiPath}` and `PUT {apiPath}/{regId}` of the kind registry, with the kind's
 * schema as body; they answer `Answer<CreatedData>`. Calls not built yet are listed so that both sides
 * agree on them when they are.
 */
export interface ApiCalls {
  'GET /api/catalog-items/{category}': { body: never; answer: Answer<CatalogOption[]> };
  'GET /api/middle-school-groups': { body: never; answer: Answer<GroupListItem[]> };
  'POST /api/verify-group-code': { body: { groupId: string; groupCode: string }; answer: Answer };
  'POST /api/send-question': { body: ContactQuestion; answer: Answer };
  'POST /api/files': { body: FileUpload[]; answer: Answer<UploadedFiles> };
  'GET /api/files/{regId}/{attachmentType}/{fileName}': { body: never; answer: Blob };
  'DELETE /api/files/{regId}/{attachmentType}/{fileName}': { body: never; answer: Answer };
  'GET /api/registrations/{regId}': { body: never; answer: Answer<Record<string, unknown>> };
  'GET /api/user-registrations': { body: never; answer: Answer<{ registrations: RegistrationSummary[] }> };
  'GET /api/ms-group-reg/{id}/members': { body: never; answer: Answer<GroupMember[]> };
  'DELETE /api/registrations/{regId}': { body: never; answer: Answer<CancellationOutcome> };
  'PUT /api/registration-status': {
    body: { regId: string; status: 'pending-removal'; statusMessage: string };
    answer: Answer;
  };
  'POST {apiPath}': { body: Record<string, unknown> & { gResponse?: string }; answer: Answer<CreatedData> };
  'PUT {apiPath}/{regId}': { body: Record<string, unknown>; answer: Answer<CreatedData> };
}
