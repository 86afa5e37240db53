import { sameSitePath } from '@stem/shared/same-site-path';

/** Where a login goes when it was not asked to go anywhere (or was asked to go somewhere it may not). */
export const DEFAULT_RETURN_TO = '/';

/** The page to return to after login: a same-site relative path, or DEFAULT_RETURN_TO (SECURITY.md item 14). */
export const safeReturnTo = (value: unknown): string => sameSitePath(value) ?? DEFAULT_RETURN_TO;
