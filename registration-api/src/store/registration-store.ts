import { randomBytes } from 'node:crypto';
import type { RegType } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';

/** The form fields of a registration, as validated by its shared schema. Stored as one JSON document. */
export type RegistrationData = Record<string, unknown>;

export interface Registration {
  /** Opaque, unguessable id (DESIGN.md §6). */
  regId: string;
  regType: RegType;
  /** The owner's email as entered: the key to the owner's account (DESIGN.md §4). */
  email: string;
  data: RegistrationData;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
}

export interface NewRegistration {
  regType: RegType;
  email: string;
  data: RegistrationData;
}

/** A value kept by the API itself (last known CMS switches and catalogues), with when it was written. */
export interface StoredSetting {
  /** What putSetting was given, as JSON gives it back (a copy). */
  value: unknown;
  /** ISO 8601 */
  updatedAt: string;
}

/**
 * The registration store port (DESIGN.md §4). Two adapters implement it, SQLite and MongoDB, with the same
 * behaviour, proved by one contract suite (registration-store.contract.ts).
 */
export interface RegistrationStore {
  /** Stores a new registration. Throws DuplicateRegistrationError when (regType, email) already exists. */
  insert(registration: NewRegistration): Promise<Registration>;
  /** The registration with this regId, or null. */
  get(regId: string): Promise<Registration | null>;
  /** Every registration whose owner email matches (case-insensitively), oldest first. */
  listByOwner(email: string): Promise<Registration[]>;
  /** Every registration of one kind, oldest first (e.g. the MSGROUP registrations behind the group list). */
  listByType(regType: RegType): Promise<Registration[]>;
  /** Replaces the form data. Returns the updated registration, or null when there is none with this regId. */
  update(regId: string, data: RegistrationData): Promise<Registration | null>;
  /**
   * Records `key` as used until `expiresAt`. True for the first caller, false for every later one while the
   * record lives, across every process sharing the store: a solved captcha is accepted once (DESIGN.md §8).
   * A record past its expiry counts as absent. Keys are the API's own strings, never request input.
   */
  consumeOnce(key: string, expiresAt: Date): Promise<boolean>;
  /** The value last written under `key` (any JSON value), or null when none was. */
  getSetting(key: string): Promise<StoredSetting | null>;
  /** Writes `value` (anything JSON can hold) under `key`, replacing what was there. */
  putSetting(key: string, value: unknown): Promise<void>;
  /** Resolves when the store answers; rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by insert for a second registration of the same kind with the same email. */
export class DuplicateRegistrationError extends AppError {
  readonly regType: RegType;
  constructor(regType: RegType, options?: { cause?: unknown }) {
    super('DUPLICATE_REGISTRATION', 'A registration with this email already exists.', options);
    this.name = 'DuplicateRegistrationError';
    this.regType = regType;
  }
}

/** Uniqueness and ownership compare emails by this key: trimmed and lower-cased. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** 128 random bits, URL-safe: nothing about the registration can be guessed from it. */
export const newRegId = () => randomBytes(16).toString('base64url');
