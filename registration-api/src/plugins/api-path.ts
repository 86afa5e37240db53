/** Whether an address is the API's or the login's (`/api…`, `/auth…`), not one of the site's pages. */
export const isApiPath = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);
