/** The registration API's view of the CMS. Grows with the switches' enforcement (student registration). */
export class CmsClient {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(baseUrl: string, timeoutMs = 2000) {
    this.#baseUrl = baseUrl;
    this.#timeoutMs = timeoutMs;
  }

  /** True when Strapi's health endpoint answers 2xx within the timeout. */
  async isReachable(): Promise<boolean> {
    try {
      const response = await fetch(`${this.#baseUrl}/_health`, { signal: AbortSignal.timeout(this.#timeoutMs) });
      return response.ok;
    } catch {
      return false;
    }
  }
}
