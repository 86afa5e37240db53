import { paragraph } from './mail-content.ts';

/**
 * After a confirmation's log-in link. Registering needs no account (SPEC §1: the account is made from the
 * registration email), so the person who just registered usually has none yet; without this line the link
 * ends on a log-in form that knows no password of theirs. Asked as a question: a parent who registered a
 * second child while logged in read "The first time, create your account" as if theirs were unknown (qa25b).
 */
export const firstLogInHint = (address: string, what: 'registration' | 'application' = 'registration') =>
  // The address is named: a student's mail goes to the parent too, who read "this same email address" as
  // their own, and a parent of two children needs to know which address is whose (qa22b).
  paragraph(
    `No account yet? Create it from that page, with ${address}: your ${what} is shown as soon as you are signed in.`,
  );

/** Where a registrant logs in to see and change their registrations (the chooser, SPEC §2 /multiple). */
export const loginUrlOf = (publicSiteUrl: string) => `${publicSiteUrl}/auth/login?returnTo=/multiple`;

/** The group's members on its edit page (`#members`), once its leader has logged in: the leader's mails about a member. */
export const groupMembersLoginUrlOf = (publicSiteUrl: string, groupRegId: string) =>
  `${publicSiteUrl}/auth/login?returnTo=${encodeURIComponent(`/ms-group-reg-edit?regId=${groupRegId}#members`)}`;
