import type { FastifyInstance } from 'fastify';
import {
  CHECK_IN_CODE_ROUTE,
  kindOf,
  NO_CHECK_IN_CODE,
  type CheckInCode,
  type RegistrationSummary,
} from '@stem/shared';
import { answerText, isYes } from '@stem/shared/registration/fields/answers';
import { verifiedEmail } from '../auth/session-service.ts';
import { attendsOnTheDay, checkInQrFilename } from '../check-in/check-in-qr.ts';
import { AppError } from '../errors/app-error.ts';
import { pendingRemovalOf } from '../groups/group-roster.ts';
import { qrPng } from '../mail/qr-png.ts';
import { readConsentState } from '../consents/consent-state.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { entityNameOf } from '../registrations/person-name.ts';
import { tagVersion } from '../registrations/edit-version.ts';
import type { Registration } from '../store/registration-store.ts';
import { NoQuery, RegIdParams } from '../validation/request-schemas.ts';

/**
 * The signed-in user's registrations (SPEC §7 "With login"): the chooser's list and one registration.
 * Both go by the session's verified email only (SECURITY.md items 11 and 13).
 */
export default async function myRegistrationsRoutes(app: FastifyInstance) {
  /**
   * The group a student is in, by its name as it reads now (qa13a: nothing on the list said which group the
   * student had joined), and a removal its leader asked for: the family sees both beside the registration.
   */
  const groupOf = async (registration: Registration) => {
    const groupId = answerText(registration.data.groupId);
    if (!isYes(registration.data.isInGroup) || groupId === '') return {};
    const group = await app.store.get(groupId);
    const groupName = answerText(group?.data.groupName);
    if (!group || groupName === '') return {};
    const memberStatus = pendingRemovalOf(registration);
    return {
      groupName,
      ...(memberStatus ? { groupRemovalRequested: { groupName, reason: memberStatus.statusMessage } } : {}),
    };
  };

  app.get(
    '/api/user-registrations',
    { config: { access: 'user' }, schema: { querystring: NoQuery } },
    async (request) => {
      const email = verifiedEmail(request.session!);
      const owned = email ? await app.store.listByOwner(email) : [];
      // The registry's `listed`: a day-of consent belongs to the student's email but is not one to edit.
      const listed = owned.filter((registration) => kindOf(registration.regType)?.listed === true);
      const registrations = await Promise.all(
        listed.map(async (registration): Promise<RegistrationSummary> => {
          const { regId, regType, data } = registration;
          const entityName = entityNameOf(registration);
          // A student registration says where its consent stands (signed, school, awaiting the parent, received).
          const consentState = await readConsentState(app.store, registration);
          return {
            regId,
            regType,
            firstName: answerText(data.firstName),
            lastName: answerText(data.lastName),
            ...(entityName ? { entityName } : {}),
            ...(consentState ? { consentState } : {}),
            ...(attendsOnTheDay(registration) ? { checkIn: true as const } : {}),
            ...(registration.invoice && !registration.invoice.cancelledAt
              ? { invoiceNumber: registration.invoice.number }
              : {}),
            ...(await groupOf(registration)),
          };
        }),
      );
      return { code: 0, message: '', data: { registrations } };
    },
  );

  // The access layer has loaded the caller's own registration (any kind), or answered 404.
  app.get<{ Params: RegIdParams }>(
    '/api/registrations/:regId',
    { config: { access: 'owner' }, schema: { params: RegIdParams, querystring: NoQuery } },
    async (request, reply) => {
      const registration = request.registration!;
      // Its version, for the edit form to send back (registrations/edit-version.ts).
      tagVersion(reply, registration);
      return { code: 0, message: '', data: publicView(registration, await app.attachments.fieldsOf(registration)) };
    },
  );

  // The check-in code of every confirmation, for the owner who cannot find the mail on the day: the same
  // token (derived from the regId), drawn as the same PNG. A registration nobody comes to a day on has none.
  app.get<{ Params: RegIdParams }>(
    CHECK_IN_CODE_ROUTE,
    { config: { access: 'owner' }, schema: { params: RegIdParams, querystring: NoQuery } },
    async (request) => {
      const registration = request.registration!;
      if (!attendsOnTheDay(registration)) throw new AppError('NOT_FOUND', NO_CHECK_IN_CODE);
      const token = app.checkInTokens.tokenOf(registration.regId);
      const code: CheckInCode = {
        token,
        image: `data:image/png;base64,${qrPng(token).toString('base64')}`,
        filename: checkInQrFilename(registration),
      };
      return { code: 0, message: '', data: code };
    },
  );
}

/**
 * The registration as its owner sees it: the form's fields as they were sent (as SPEC §3 loads them, where
 * a kind says so: a company's STEM flags are numbers), with regId and regType, and
 * for a kind with files the name of each (`companyLogo`, '' when none; the file store's, never the form's).
 * The group code is among them: the owner typed it, and the edit form needs it to keep the group. A sponsor's
 * invoice is named too (number, tier, amount), so the edit form can say which invoice a change replaces.
 */
function publicView(registration: Registration, attachmentFields: Record<string, string>) {
  const { invoice } = registration;
  const present = apiKindOf(registration.regType)?.presentStored;
  return {
    ...(present ? present(registration.data) : registration.data),
    ...attachmentFields,
    regId: registration.regId,
    regType: registration.regType,
    ...(invoice
      ? {
          invoice: {
            number: invoice.number,
            tierName: invoice.tierName,
            amount: invoice.amount,
            issuedAt: invoice.issuedAt,
            cancelled: invoice.cancelledAt !== null,
          },
        }
      : {}),
  };
}
