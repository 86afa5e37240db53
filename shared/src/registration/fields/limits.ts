/**
 * Length caps of the registration fields, after trimming. SPEC gives none; these are generous for real
 * answers and small enough that nobody can store megabytes in a registration. Forms put the same number in
 * each input's `maxlength`, so a person never meets the cap.
 */
export const FIELD_LIMITS = {
  /** A first or last name, or a relation ("Mother", "Legal guardian"). */
  name: 100,
  /** A full name (a first name, a space and a last name): consent names and the typed signature. */
  fullName: 201,
  /** RFC 5321's longest usable address. */
  email: 254,
  /** Room for a country code, separators and an extension. */
  phone: 40,
  /** Free text, such as a school name that is not in the catalogue. */
  text: 500,
  /** The language a translator should speak. */
  language: 100,
  /** A group's id as the group list gives it (digits or an opaque token). */
  groupId: 64,
  /** A group's name as students see it in the group select. */
  groupName: 100,
  /** A group code chosen by the group leader. */
  groupCode: 100,
  /** A company, university or organisation's name. */
  organisation: 200,
  /** A street address line, or an apartment/suite line. */
  address: 200,
  /** A city. */
  city: 100,
  /** A longer description typed into a textarea (a company's interactive activity). */
  description: 2000,
} as const;
