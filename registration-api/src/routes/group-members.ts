import type { FastifyInstance } from 'fastify';
import {
  ANSWER_CODES,
  RegistrationStatusSchema,
  type Answer,
  type GroupMember,
  type RegistrationStatusOutput,
} from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import { verifiedEmail } from '../auth/session-service.ts';
import { GroupRoster, type LedMember } from '../groups/group-roster.ts';
import type { MailDraft } from '../registrations/api-kind.ts';
import { loginUrlOf, sendConfirmation } from '../registrations/registration-mail.ts';
import { NoQuery, RegIdParams } from '../validation/request-schemas.ts';

export interface GroupMembersRoutesOptions {
  publicSiteUrl: string;
}

/**
 * What a group leader does with the group's members (SPEC §6 "Group leader", §7): read them, and ask for
 * a member's removal with a reason. Both answer anyone but the group's leader exactly like a missing
 * registration (SECURITY.md item 13).
 */
export default async function groupMembersRoutes(app: FastifyInstance, options: GroupMembersRoutesOptions) {
  const roster = new GroupRoster({ store: app.store });
  const loginUrl = loginUrlOf(options.publicSiteUrl);

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
      const led = leader ? await roster.requestRemoval(leader, regId, statusMessage) : null;
      if (!led) throw notOwned();
      await sendConfirmation(
        { cms: app.cms, mailer: app.mailer, log: request.log, publicSiteUrl: options.publicSiteUrl },
        null,
        removalMail(led, loginUrl),
      );
      return { code: ANSWER_CODES.ok, message: '' };
    },
  );
}

/** The leader's confirmation of a removal request. */
function removalMail({ member, group }: LedMember, loginUrl: string): MailDraft {
  const name = `${String(member.data.firstName ?? '')} ${String(member.data.lastName ?? '')}`.trim();
  return {
    to: [group.email],
    subject: 'Removal requested from your STEM Career Day group',
    text: [
      `You asked for ${name} to be removed from your group ${String(group.data.groupName ?? '')}, for this reason:`,
      '',
      member.memberStatus?.statusMessage ?? '',
      '',
      'The STEM Career Day organisers will take care of the request. Until then the student shows as Pending Removal in your group members.',
      '',
      'To see your group members, log in with the email address you registered with:',
      loginUrl,
    ].join('\r\n'),
  };
}
