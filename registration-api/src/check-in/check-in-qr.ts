import { kindOf } from '@stem/shared';
import { paragraph } from '../mail/templates/mail-content.ts';
import type { ConfirmedRegistration, MailAddition } from '../registrations/registration-pipeline.ts';
import { eventsOf } from '../staff/kind-events.ts';
import type { CheckInTokens } from './check-in-token.ts';

/** The QR code's file in a confirmation. */
export const CHECK_IN_QR_FILENAME = 'check-in-qr.png';

/**
 * Whether someone comes to a career day on this registration, and so is checked in: a kind the registrant
 * lists as their own (not a day-of consent, which belongs to the student's registration) with a day, the
 * registry's or the kind's own choice (a company's events).
 */
export function attendsOnTheDay(registration: ConfirmedRegistration): boolean {
  return kindOf(registration.regType)?.listed === true && eventsOf(registration).length > 0;
}

/**
 * What every confirmation of a registration that attends a day carries (the pipeline adds it for every
 * kind): a paragraph and the QR code of its check-in token. Null for a registration nobody attends on.
 * The pipeline adds it to every confirmation, composed before the registration is stored (its regId chosen).
 */
export function checkInMailAddition(registration: ConfirmedRegistration, tokens: CheckInTokens): MailAddition | null {
  if (!attendsOnTheDay(registration)) return null;
  // The code is drawn as a PNG (black on white, error correction M, a quiet zone) when the mail is sent.
  return {
    blocks: [
      paragraph(
        'Check-in: show the QR code attached to this email (check-in-qr.png) at the check-in desk, on your phone or printed. It holds no personal information; the desk can also find you by name. Once you log in, View/Edit My Registrations shows it too (Check-in Code).',
      ),
    ],
    attachments: [
      { filename: CHECK_IN_QR_FILENAME, qrCode: tokens.tokenOf(registration.regId), contentType: 'image/png' },
    ],
  };
}
