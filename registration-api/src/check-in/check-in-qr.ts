import { kindOf } from '@stem/shared';
import { paragraph } from '../mail/templates/mail-content.ts';
import type { ConfirmedRegistration, MailAddition } from '../registrations/registration-pipeline.ts';
import { personName } from '../registrations/person-name.ts';
import { eventsOf } from '../staff/kind-events.ts';
import type { CheckInTokens } from './check-in-token.ts';
import { latinBase } from '@stem/shared/text/latin-letters';

/**
 * The QR code's file in a confirmation, named by its person ("check-in-qr-ada-lovelace.png"): a parent of two
 * who saves both codes to a phone would otherwise hold two "check-in-qr.png" and not know whose is whose. Plain
 * ASCII (accents dropped), for every mail client and file system; a name with no Latin letters keeps the plain
 * name.
 */
export function checkInQrFilename(registration: Pick<ConfirmedRegistration, 'data'>): string {
  const slug = latinBase(personName(registration))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug ? `check-in-qr-${slug}.png` : 'check-in-qr.png';
}

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
  const filename = checkInQrFilename(registration);
  return {
    blocks: [
      paragraph(
        `Check-in: show the QR code attached to this email (${filename}) at the check-in desk, on your phone or printed. The code holds no personal information; the desk can also find you by name. Once you log in, View/Edit My Registrations shows it too (Check-in Code).`,
      ),
    ],
    attachments: [{ filename, qrCode: tokens.tokenOf(registration.regId), contentType: 'image/png' }],
  };
}
