/**
 * A mail's words as a template writes them (DESIGN.md §8: texts live in templates, not in services): a
 * subject and blocks, rendered once as plain text and once as HTML by `renderMail`. Values are plain text;
 * the HTML rendering escapes them, so a name typed into a form can never become markup.
 */
export type MailBlock =
  /** A paragraph. */
  | { kind: 'paragraph'; text: string }
  /** Lines that belong together (an address, a list of events): one per line, no bullets. */
  | { kind: 'lines'; lines: readonly string[] }
  /** A bulleted list. */
  | { kind: 'list'; items: readonly string[] }
  /** Label and value pairs (Date, Time, Place). */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A call to action: the sentence, then the address (a button in HTML, the bare address in text). */
  | { kind: 'link'; text: string; label: string; url: string }
  /** Small print at the end: a sentence and an address shown as a plain link (where to ask questions). */
  | { kind: 'footnote'; text: string; url: string };

export interface MailContent {
  subject: string;
  blocks: readonly MailBlock[];
  /**
   * Who reads it: the public (by default; each mail ends with where to ask questions, since nobody reads
   * replies) or the organisers (their own notices, which need no such line).
   */
  audience?: 'organisers';
}

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
export const lines = (...items: string[]): MailBlock => ({ kind: 'lines', lines: items });
export const list = (items: readonly string[]): MailBlock => ({ kind: 'list', items });
export const facts = (rows: ReadonlyArray<readonly [string, string]>): MailBlock => ({ kind: 'facts', rows });
export const link = (text: string, label: string, url: string): MailBlock => ({ kind: 'link', text, label, url });
export const footnote = (text: string, url: string): MailBlock => ({ kind: 'footnote', text, url });

/** A name someone typed (a group's), set off in curly quotes as every mail sets it: “Rockets”. */
export const quoted = (name: string): string => `“${name}”`;

/** A sentence ending in a name the registrant typed: no second full stop after "Acme Rubber Co.". */
export const endingWith = (name: string): string => (/[.!?]$/.test(name) ? name : `${name}.`);
