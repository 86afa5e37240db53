// The option lists a form loads with its page (catalogues, the middle school groups): small on purpose, since
// every form page loads it at once; the submit answers are registration-client.ts's, loaded when a form is sent.

/** A catalogue or group list item as the select shows it. */
export interface Choice {
  value: string;
  label: string;
  /** Schools only: whether the translator question applies (DESIGN.md §6). */
  offersTranslation?: boolean;
}

/** GET /api/catalog-items/{category} `data`: `{ id, title }` items; anything unreadable is left out. */
export function readCatalogChoices(body: unknown): Choice[] {
  return readList(body).flatMap((item) =>
    (typeof item.id === 'number' || typeof item.id === 'string') && typeof item.title === 'string'
      ? [
          typeof item.offersTranslation === 'boolean'
            ? { value: String(item.id), label: item.title, offersTranslation: item.offersTranslation }
            : { value: String(item.id), label: item.title },
        ]
      : [],
  );
}

/** GET /api/middle-school-groups `data`: `{ id, groupName }` items. */
export function readGroupChoices(body: unknown): Choice[] {
  return readList(body).flatMap((item) =>
    (typeof item.id === 'number' || typeof item.id === 'string') && typeof item.groupName === 'string'
      ? [{ value: String(item.id), label: item.groupName }]
      : [],
  );
}

function readList(body: unknown): Record<string, unknown>[] {
  // An API answer `{ code, data }` carries the list in data; a bare list is taken as it is.
  const answer = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const list: unknown = answer && typeof answer.code === 'number' ? answer.data : body;
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
}

type Fetch = typeof fetch;

async function getJson(path: string, fetcher: Fetch): Promise<unknown> {
  const response = await fetcher(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** GET /api/catalog-items/{category}. Load failures are only logged and the list stays empty (SPEC §8). */
export async function loadCatalog(category: string, fetcher: Fetch = fetch): Promise<Choice[]> {
  try {
    return readCatalogChoices(await getJson(`/api/catalog-items/${encodeURIComponent(category)}`, fetcher));
  } catch (error) {
    console.error(error);
    return [];
  }
}

/** GET /api/middle-school-groups, logged and empty on failure. */
export async function loadMiddleSchoolGroups(fetcher: Fetch = fetch): Promise<Choice[]> {
  try {
    return readGroupChoices(await getJson('/api/middle-school-groups', fetcher));
  } catch (error) {
    console.error(error);
    return [];
  }
}
