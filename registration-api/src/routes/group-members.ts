import type { FastifyInstance } from 'fastify';
import {
  ANSWER_CODES,
  RegistrationStatusSchema,
  type Answer,
  type GroupMember,
  type RegistrationStatusOutput,
} from '@stem/shared';
import { answerText, fullNameOf } from '@stem/shared/registration/fields/answers';
import { DESK_SECTIONS } from '@stem/shared/staff-contract';
import { notOwned } from '../auth/ownership.ts';
import { verifiedEmail } from '../auth/session-service.ts';
import { GroupRoster, type LedMember } from '../groups/group-roster.ts';
import { groupMembersLoginUrlOf, loginUrlOf } from '../mail/templates/links.ts';
import {
  removalRequested,
  removalRequestedForMember,
  removalRequestedForOrganisers,
} from '../mail/templates/group-mails.ts';
import { organiserAddresses, type OrganiserAddressOptions } from '../contact/contact-recipients.ts';
import { recipientsOf } from '../registrations/recipients.ts';
import { NoQuery, RegIdParams } from '../validation/request-schemas.ts';

export interface GroupMembersRoutesOptions {
  publicSiteUrl: string;
  /**
   * Where the organisers hear of a removal request: the CMS's contact address for middle school
   * registration (as a contact question of that subject), else CONTACT_FALLBACK_EMAIL.
   */
  organisers: OrganiserAddressOptions;
}

/** The contact subject whose organisers take care of middle school groups (SPEC §3's contact subjects). */
const ORGANISERS_SUBJECT = 'ms-reg';

/**
 * What a group leader does with the group's members (SPEC §6 "Group leader", §7): read them, and ask for
 * a member's removal with a reason. Both answer anyone but the group's leader exactly like a missing
 * registration (SECURITY.md item 13).
 */
export default async function groupMembersRoutes(app: FastifyInstance, options: GroupMembersRoutesOptions) {
  const roster = new GroupRoster({ store: app.store });
  const loginUrl = loginUrlOf(options.publicSiteUrl);
  const contactUrl = `${options.publicSiteUrl}/contact`;
  const organisers = organiserAddresses(app.cms, options.organisers);

  // Writes take JSON only (SECURITY.md item 4): without Fastify's text/plain parser, anything else is 415.
  app.removeContentTypeParser('text/plain');

  // The access layer has loaded the caller's own MSGROUP registration, or answered 404.
  app.get<{ Params: RegIdParams }>(
    '/api/ms-group-reg/:regId/members',
    {
      config: { access: 'owner', regType: 'MSGROUP' },
      schema: { params: RegIdParams, querystring: NoQuery },
    },
    async (request): Promise<Answer<GroupMember[]>> => ({
      code: ANSWER_CODES.ok,
      message: '',
      data: await roster.members(request.registration!),
    }),
  );

  app.put<{ Body: RegistrationStatusOutput }>(
    '/api/registration-status',
    {
      config: { access: 'user' },
      schema: { body: RegistrationStatusSchema, querystring: NoQuery },
    },
    async (request): Promise<Answer> => {
      const leader = verifiedEmail(request.session!);
      const { regId, statusMessage } = request.body;
      const mailsOf = async ({ member, group }: LedMember) => {
        const removal = {
          studentName: fullNameOf(member.data),
          groupName: answerText(group.data.groupName),
          reason: statusMessage,
        };
        const organisersAddress = await organisers.addressFor(ORGANISERS_SUBJECT);
        return [
          await app.mailComposer.compose({
            to: [group.email],
            content: removalRequested(removal, groupMembersLoginUrlOf(options.publicSiteUrl, group.regId)),
          }),
          await app.mailComposer.compose({
            to: recipientsOf(member),
            content: removalRequestedForMember(removal, { loginUrl, contactUrl }),
          }),
          // The organisers decide it on the desk: without this, nothing told them a request was waiting.
          await app.mailComposer.compose({
            to: [organisersAddress],
            content: removalRequestedForOrganisers(removal, `${options.publicSiteUrl}/staff#${DESK_SECTIONS.removals}`),
          }),
        ];
      };
      const led = leader ? await roster.requestRemoval(leader, regId, statusMessage, mailsOf) : null;
      if (!led) throw notOwned();
      app.mailWorker.wake();
      return { code: ANSWER_CODES.ok, message: '' };
    },
  );
}
