/**
 * Debounced, one-at-a-time rebuilds. A burst of webhooks (publishing several entries) becomes one build
 * after `debounceMs` of quiet; a request during a build schedules exactly one more build after it, so the
 * last change is always built and two builds never run at once.
 */
export class RebuildQueue {
  readonly #build: () => Promise<void>;
  readonly #debounceMs: number;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #idleWaiters: Array<() => void> = [];

  constructor(build: () => Promise<void>, debounceMs: number, onError: (error: unknown) => void) {
    this.#build = build;
    this.#debounceMs = debounceMs;
    this.#onError = onError;
  }

  /** Asks for a rebuild; returns at once. */
  request(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#start();
    }, this.#debounceMs);
  }

  get busy(): boolean {
    return this.#timer !== undefined || this.#running !== undefined;
  }

  /** Resolves once nothing is scheduled or running. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #start(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#build()
      .catch(this.#onError)
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.#start();
        } else if (!this.busy) {
          for (const resolve of this.#idleWaiters.splice(0)) resolve();
        }
      });
  }
}
