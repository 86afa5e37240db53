import * as v from 'valibot';
import {
  CatalogItemSchema,
  DataRetentionSchema,
  InvoiceSettingsSchema,
  REGISTRATION_KINDS,
  registrationWindow,
  SiteSettingsSchema,
  SponsorshipTierTermsSchema,
  UsStateSchema,
  type CatalogCategory,
  type CatalogItem,
  type DataRetention,
  type EventSlug,
  type InvoiceSettings,
  type RegistrationSwitch,
  type RegistrationWindow,
  type SiteSettings,
  type SponsorshipTierTerms,
  type UsState,
} from '@stem/shared';
import {
  CmsEventSchema,
  CmsReader,
  ContactRecipientSchema,
  type CmsEvent,
  type ContactRecipient,
  type FetchLike,
} from './cms-reader.ts';
import { LastKnownValue, type LastKnownLog, type SettingsStore, type ValueSource } from './last-known-value.ts';

/** The registration switches of SPEC §1: the kind registry's `switch` column. */
export const REGISTRATION_SWITCHES: readonly RegistrationSwitch[] = [
  ...new Set(Object.values(REGISTRATION_KINDS).flatMap((kind) => (kind.switch === null ? [] : [kind.switch]))),
];

export interface SiteSettingsSnapshot {
  /** The settings, or null when neither the CMS nor the store knows any. */
  settings: SiteSettings | null;
  /** What the API enforces: the settings' switches, or every one closed when nothing is known. */
  switches: Record<RegistrationSwitch, boolean>;
  source: ValueSource;
  since?: string;
}

export interface CatalogSnapshot {
  /** Active items of the category by itemId, or null when neither the CMS nor the store knows the list. */
  items: CatalogItem[] | null;
  source: ValueSource;
}

export interface CmsClientOptions {
  baseUrl: string;
  /** Keeps the last known settings and catalogues (the registration store). */
  store: SettingsStore;
  cacheSeconds: number;
  log: LastKnownLog;
  /** The read-only API token for content the public cannot read (the organisers' addresses); unset: not read. */
  apiToken?: string | undefined;
  fetch?: FetchLike;
  timeoutMs?: number;
  now?: () => number;
}

export const SITE_SETTINGS_KEY = 'cms:site-setting';
export const CONTACT_RECIPIENTS_KEY = 'cms:contact-recipients';
export const catalogKey = (category: CatalogCategory) => `cms:catalog:${category}`;

const switchesOf = (settings: SiteSettings | null) =>
  Object.fromEntries(REGISTRATION_SWITCHES.map((name) => [name, settings?.[name] === true])) as Record<
    RegistrationSwitch,
    boolean
  >;

/**
 * The registration API's view of the CMS: the switches it enforces and the catalogues the forms list,
 * cached briefly and backed by their last known values in the store (DESIGN.md §3, SECURITY.md item 23).
 */
export class CmsClient {
  readonly #baseUrl: string;
  readonly #options: CmsClientOptions;
  readonly #reader: CmsReader;
  readonly #settings: LastKnownValue<typeof SiteSettingsSchema>;
  readonly #events = new Map<EventSlug, LastKnownValue<typeof CmsEventSchema>>();
  readonly #catalogs = new Map<CatalogCategory, LastKnownValue<v.ArraySchema<typeof CatalogItemSchema, undefined>>>();
  #contactRecipients: LastKnownValue<v.ArraySchema<typeof ContactRecipientSchema, undefined>> | undefined;
  readonly #usStates: LastKnownValue<v.ArraySchema<typeof UsStateSchema, undefined>>;
  readonly #tiers: LastKnownValue<v.ArraySchema<typeof SponsorshipTierTermsSchema, undefined>>;
  readonly #invoiceSettings: LastKnownValue<typeof InvoiceSettingsSchema>;
  readonly #retention: LastKnownValue<typeof DataRetentionSchema>;

  constructor(options: CmsClientOptions) {
    this.#baseUrl = options.baseUrl;
    this.#options = options;
    this.#reader = new CmsReader({ baseUrl: options.baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs });
    this.#settings = this.#lastKnown(SITE_SETTINGS_KEY, SiteSettingsSchema, () => this.#reader.siteSettings(), {
      nothingKnown:
        'CMS unavailable and no site settings were ever stored: every registration switch is treated as CLOSED',
    });
    this.#usStates = this.#lastKnown('cms:us-state', v.array(UsStateSchema), () => this.#reader.usStates(), {
      nothingKnown: 'CMS unavailable and the US states were never stored: company registrations go without state names',
    });
    this.#tiers = this.#lastKnown(
      'cms:sponsorship-tier',
      v.array(SponsorshipTierTermsSchema),
      () => this.#reader.sponsorshipTiers(),
      { nothingKnown: 'CMS unavailable and no sponsorship tiers were ever stored: sponsorships cannot be accepted' },
    );
    this.#invoiceSettings = this.#lastKnown(
      'cms:sponsorship-invoice',
      InvoiceSettingsSchema,
      () => this.#reader.invoiceSettings(),
      { nothingKnown: 'CMS unavailable and the invoice settings were never stored: sponsorships cannot be accepted' },
    );
    this.#retention = this.#lastKnown('cms:data-retention', DataRetentionSchema, () => this.#reader.dataRetention(), {
      nothingKnown: 'CMS unavailable and the retention periods were never stored: the retention job deletes nothing',
    });
  }

  /** True when Strapi's health endpoint answers 2xx within the timeout. */
  async isReachable(): Promise<boolean> {
    try {
      const fetchLike = this.#options.fetch ?? ((url: string, init?: { signal?: AbortSignal }) => fetch(url, init));
      const response = await fetchLike(`${this.#baseUrl}/_health`, {
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 2000),
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  /** The site settings to enforce now. Never throws: with nothing known, every switch is closed. */
  async getSiteSettings(): Promise<SiteSettingsSnapshot> {
    const known = await this.#settings.get();
    return { settings: known.value, switches: switchesOf(known.value), source: known.source, since: known.since };
  }

  /** Whether a registration switch is open now (its closing time not passed); closed whenever that cannot be known. */
  async isRegistrationOpen(name: RegistrationSwitch): Promise<boolean> {
    return (await this.registrationWindow(name)) === 'open';
  }

  /**
   * Where a switch's registrations stand now: its switch, then its optional closing date-time from the CMS
   * (registration-deadline.ts). Closed whenever the settings cannot be known.
   */
  async registrationWindow(name: RegistrationSwitch): Promise<RegistrationWindow> {
    const { settings } = await this.getSiteSettings();
    return settings ? registrationWindow(settings, name, (this.#options.now ?? Date.now)()) : 'closed';
  }

  /** The active items of a catalogue, by itemId. Never throws: `items` is null when nothing is known. */
  async getCatalog(category: CatalogCategory): Promise<CatalogSnapshot> {
    let catalog = this.#catalogs.get(category);
    if (!catalog) {
      catalog = this.#lastKnown(
        catalogKey(category),
        v.array(CatalogItemSchema),
        () => this.#reader.catalog(category),
        {
          nothingKnown: `CMS unavailable and no ${category} catalogue was ever stored: the list cannot be shown`,
        },
      );
      this.#catalogs.set(category, catalog);
    }
    const known = await catalog.get();
    return { items: known.value, source: known.source };
  }

  /** The active US states by stateId, or null when neither the CMS nor the store knows them. Never throws. */
  async getUsStates(): Promise<UsState[] | null> {
    return (await this.#usStates.get()).value;
  }

  /** The published sponsorship tiers' terms by code, or null when nothing is known. Never throws. */
  async getSponsorshipTiers(): Promise<SponsorshipTierTerms[] | null> {
    return (await this.#tiers.get()).value;
  }

  /** Who issues the sponsorship invoices and how sponsors pay, or null when nothing is known. Never throws. */
  async getInvoiceSettings(): Promise<InvoiceSettings | null> {
    return (await this.#invoiceSettings.get()).value;
  }

  /** How long each kind of registration is kept, or null when nothing is known. Never throws. */
  async getDataRetention(): Promise<DataRetention | null> {
    return (await this.#retention.get()).value;
  }

  /** The event day of one career day, or null when neither the CMS nor the store knows it. Never throws. */
  async getEvent(slug: EventSlug): Promise<CmsEvent | null> {
    let event = this.#events.get(slug);
    if (!event) {
      event = this.#lastKnown(`cms:event:${slug}`, CmsEventSchema, () => this.#reader.event(slug), {
        nothingKnown: `CMS unavailable and the ${slug} event was never stored: confirmations go without an .ics`,
      });
      this.#events.set(slug, event);
    }
    return (await event.get()).value;
  }

  /**
   * The organisers' address per contact subject, or null when neither the CMS nor the store knows them, or
   * when no API token is configured (the CMS answers them to that token only). Never throws.
   */
  async getContactRecipients(): Promise<ContactRecipient[] | null> {
    const token = this.#options.apiToken;
    if (!token) return null;
    this.#contactRecipients ??= this.#lastKnown(
      CONTACT_RECIPIENTS_KEY,
      v.array(ContactRecipientSchema),
      () => this.#reader.contactRecipients(token),
      {
        nothingKnown: 'CMS unavailable and the contact addresses were never read: questions go to the fallback address',
      },
    );
    return (await this.#contactRecipients.get()).value;
  }

  #lastKnown<S extends v.GenericSchema>(
    key: string,
    schema: S,
    load: () => Promise<v.InferOutput<S>>,
    messages: { nothingKnown: string },
  ): LastKnownValue<S> {
    return new LastKnownValue({
      key,
      schema,
      load,
      store: this.#options.store,
      ttlMs: this.#options.cacheSeconds * 1000,
      log: this.#options.log,
      nothingKnownMessage: messages.nothingKnown,
      now: this.#options.now,
    });
  }
}
