import fs from 'node:fs/promises';
import path from 'node:path';
import { aboutOf } from '../mail/outbox-mailer.ts';
import { emailKey, type Registration } from '../store/registration-store.ts';

/** The header block of a message, at most this much of its start (our headers are a few hundred bytes). */
const HEADER_BYTES = 64 * 1024;

/**
 * Every address a registration's mails can have gone to: the owner's, and any email the form holds (a
 * student's parent/guardian, a company's participants). Read from the data by field name (`…email`), so a
 * new kind's addresses are found without an edit here.
 */
export function addressesOf(registration: Registration): string[] {
  const found = new Set<string>([emailKey(registration.email)]);
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/email$/i.test(key) && value.includes('@')) found.add(emailKey(value));
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value !== null && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) visit(item, inner);
    }
  };
  visit(registration.data, '');
  return [...found];
}

/** The To, Cc and Reply-To addresses of a message's header block (folded lines joined), lower-cased. */
function recipientsOf(headerBlock: string): string[] {
  const headers = headerBlock.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return headers
    .filter((line) => /^(to|cc|reply-to):/i.test(line))
    .flatMap((line) => line.match(/[^\s<>,;:"']+@[^\s<>,;:"']+/g) ?? [])
    .map(emailKey);
}

async function headerBlockOf(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const start = buffer.subarray(0, bytesRead).toString('utf8');
    const end = start.search(/\r?\n\r?\n/);
    return end === -1 ? start : start.slice(0, end);
  } finally {
    await handle.close();
  }
}

/** Whether the message in `file` went to one of `addresses`; false when it was deleted meanwhile (another run). */
async function isTo(file: string, addresses: ReadonlySet<string>): Promise<boolean> {
  let header: string;
  try {
    header = await headerBlockOf(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  return recipientsOf(header).some((address) => addresses.has(address));
}

/**
 * Deletes the copies of mail this API holds about erased registrations: today the .eml files of the outbox
 * folder (OUTBOX_DIR; with SMTP_URL a sent message is the mail server's and the recipient's, out of our
 * reach). A file named for a registration (outbox-mailer.ts `outboxFileName`) goes when that registration is
 * one of `regIds`, whoever it went to: a brother's confirmation, mailed to the same parent, stays. A file
 * named for none (the identity provider's, a copy from before names carried one) goes when it went to one of
 * `addresses`. The one place that knows where mail is kept. Returns how many messages were deleted.
 */
export async function deleteMailsAbout(
  outboxDir: string,
  erased: { regIds: readonly string[]; addresses: readonly string[] },
): Promise<number> {
  const wanted = new Set(erased.addresses.map(emailKey));
  const regIds = new Set(erased.regIds);
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(outboxDir, name);
    const about = aboutOf(name);
    // A file named for a registration is decided by its name; only the others open their header.
    if (about !== null && !regIds.has(about)) continue;
    if (about === null && !(await isTo(file, wanted))) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
