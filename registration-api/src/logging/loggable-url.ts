/**
 * Query parameters whose values say nothing of a person and help to read a log: a registration kind, an
 * export's format. Every other value is hidden: the door's name search (`name=`), the desk's export filter
 * (`q=`), a check-in token, the identity provider's one-time `code` and `state`, a `returnTo` holding a regId.
 */
const PLAIN_PARAMETERS = new Set(['regType', 'format']);

/**
 * A request address as the log may show it (SECURITY.md item 19). A file's address, the owner's
 * (`/api/files/…`) or the organisers' (`/api/staff/files/…`), keeps its registration and type but not the
 * name its owner gave the file (`Ada Lovelace - recommendation.pdf`); a query keeps its parameters' names and
 * only the values of `PLAIN_PARAMETERS`.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const shownPath = path.replace(/^(\/api\/(?:staff\/)?files\/[^/]*\/[^/]*\/).*/, '$1(file name)');
  if (queryAt < 0) return shownPath;
  const shownQuery = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      return value === undefined || PLAIN_PARAMETERS.has(name) ? pair : `${name}=(hidden)`;
    })
    .join('&');
  return `${shownPath}?${shownQuery}`;
}
