/** Where a registrant logs in to see and change their registrations (the chooser, SPEC §2 /multiple). */
export const loginUrlOf = (publicSiteUrl: string) => `${publicSiteUrl}/auth/login?returnTo=/multiple`;
