/**
 * What a staff member does in the Strapi admin, through the same admin API the admin panel calls:
 * sign in, read an entry, save and publish it, create one, upload an image.
 */
export class StrapiAdmin {
  readonly #cmsUrl: string;
  readonly #token: string;

  private constructor(cmsUrl: string, token: string) {
    this.#cmsUrl = cmsUrl;
    this.#token = token;
  }

  static async signIn(cmsUrl: string, email: string, password: string): Promise<StrapiAdmin> {
    const response = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status}`);
    const body = (await response.json()) as { data: { token: string } };
    return new StrapiAdmin(cmsUrl, body.data.token);
  }

  async #call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.#cmsUrl}/content-manager${path}`, {
      method,
      headers: { authorization: `Bearer ${this.#token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  }

  /** The first entry of a collection type (draft version, as the admin shows it). */
  async firstEntry(uid: string, sort: string): Promise<Record<string, unknown>> {
    const list = await this.#call('GET', `/collection-types/${uid}?page=1&pageSize=1&sort=${encodeURIComponent(sort)}`);
    const [entry] = list.results as Array<Record<string, unknown>>;
    if (!entry) throw new Error(`${uid} has no entries`);
    return entry;
  }

  /** Creates an entry and publishes it, as "Publish" on a new entry in the admin does. */
  async createAndPublish(uid: string, fields: Record<string, unknown>): Promise<void> {
    await this.#call('POST', `/collection-types/${uid}/actions/publish`, fields);
  }

  /** Uploads a file to the media library, as the admin's upload dialog does; its id. */
  async upload(fileName: string, bytes: Buffer, type: string): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(`${this.#cmsUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.#token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`upload ${fileName}: ${response.status} ${await response.text()}`);
    const [file] = (await response.json()) as Array<{ id: number }>;
    return file!.id;
  }

  /** Saves the given fields on an entry and publishes it, as "Publish" in the admin does. */
  async publishEntry(uid: string, documentId: string, fields: Record<string, unknown>): Promise<void> {
    await this.#call('POST', `/collection-types/${uid}/${documentId}/actions/publish`, fields);
  }
}
