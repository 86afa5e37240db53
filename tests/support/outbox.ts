import fs from 'node:fs';
import path from 'node:path';

/** The messages in the local outbox (one .eml per message) whose headers name `address` as a recipient. */
export function messagesTo(outboxDir: string, address: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'))
    .filter((message) => {
      const headers = message.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      return /^(To|Cc):.*$/im.test(headers) && headers.toLowerCase().includes(address.toLowerCase());
    });
}
