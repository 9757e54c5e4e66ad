import { paddock } from './cli';

/** One mail of the shop's local mailbox, as `paddock mail <id>` shows it. */
export interface Mail {
  id: number;
  /** Header name (as printed, e.g. 'Reply-To') → value. */
  headers: Record<string, string>;
  to: string;
  subject: string;
  tag: string;
  /** The text body. */
  text: string;
}

/** Runs `paddock mail`, as a person reading the local mailbox would. */
export function paddockMail(args: string[] = []): Promise<string> {
  return paddock(['mail', ...args]);
}

/** The ids in the mailbox, newest first. */
async function ids(): Promise<number[]> {
  const out = await paddockMail();
  return out
    .split('\n')
    .map((line) => /^(\d+)\s/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
}

/** Parses `paddock mail <id>`: "Name:  value" lines, a blank line, the text. */
export function parseMail(id: number, out: string): Mail {
  const blank = out.indexOf('\n\n');
  const head = blank < 0 ? out : out.slice(0, blank);
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const m = /^([A-Za-z-]+( [a-z]+)?):\s+(.*)$/.exec(line);
    if (m?.[1] && m[3] !== undefined) headers[m[1]] = m[3];
  }
  return {
    id,
    headers,
    to: headers['To'] ?? '',
    subject: headers['Subject'] ?? '',
    tag: headers['Tag'] ?? '',
    text: blank < 0 ? '' : out.slice(blank + 2),
  };
}

const seen = new Map<number, Mail>();

async function read(id: number): Promise<Mail> {
  let mail = seen.get(id);
  if (!mail) {
    mail = parseMail(id, await paddockMail([String(id)]));
    seen.set(id, mail);
  }
  return mail;
}

/**
 * The mails that match, waiting (up to 30 s on a busy machine) until at
 * least `count` of them are in the mailbox. The shop writes a mail in the
 * same transaction as what it reports, so it is there as soon as the page
 * says so; the wait covers a slow machine only.
 */
export async function waitForMails(match: (mail: Mail) => boolean, count = 1): Promise<Mail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found: Mail[] = [];
    for (const id of await ids()) {
      const mail = await read(id);
      if (match(mail)) found.push(mail);
    }
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} matching mail(s) in the local mailbox, found ${found.length}:\n${await paddockMail()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
