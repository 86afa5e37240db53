import * as v from 'valibot';

/** A route that takes no query: any key (`?id[$ne]=x`) is refused with 400 (SECURITY.md item 2). */
export const NoQuery = v.strictObject({});

/** `:regId` of an owner route; the access layer checks its shape and owner (auth/ownership.ts). */
export const RegIdParams = v.object({ regId: v.string() });
export type RegIdParams = v.InferOutput<typeof RegIdParams>;
