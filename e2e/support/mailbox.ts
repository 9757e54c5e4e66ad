import { launch } from './browser';
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

/** The narrowest phone a mail must fit without scrolling sideways. */
export const phoneWidth = 320;

/**
 * How wide a mail's HTML body lays out in Chromium at `phoneWidth` (its
 * scroll width: more than `phoneWidth` means the reader scrolls sideways).
 * The body is opened as a mail client shows it, without the shop's pages.
 */
export async function mailWidth(id: number): Promise<number> {
  const html = await paddockMail([String(id), '-html']);
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: phoneWidth, height: 640 } });
    await page.setContent(html, { waitUntil: 'load' });
    return await page.evaluate(() => document.documentElement.scrollWidth);
  } finally {
    await browser.close();
  }
}

const measured = new Set<string>();

/**
 * Fails when a kind of mail (by tag) is wider than a phone: every mail a
 * journey waits for is measured, the first of each kind per worker, so
 * the journeys together cover every mail the shop sends on their way.
 */
async function expectPhoneSafe(mails: Mail[]): Promise<void> {
  for (const mail of mails) {
    const kind = mail.tag || mail.subject;
    if (measured.has(kind) || !mail.headers['HTML']) continue;
    measured.add(kind);
    const width = await mailWidth(mail.id);
    if (width > phoneWidth) {
      throw new Error(`the mail ${mail.id} (${kind}) is ${width} px wide at ${phoneWidth} px; run paddock mail ${mail.id} -html`);
    }
  }
}

/**
 * The mails that match, waiting (up to 30 s on a busy machine) until at
 * least `count` of them are in the mailbox. The shop writes a mail in the
 * same transaction as what it reports, so it is there as soon as the page
 * says so; the wait covers a slow machine only. Each kind of mail found
 * must fit a phone (expectPhoneSafe).
 */
export async function waitForMails(match: (mail: Mail) => boolean, count = 1): Promise<Mail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found: Mail[] = [];
    for (const id of await ids()) {
      const mail = await read(id);
      if (match(mail)) found.push(mail);
    }
    if (found.length >= count) {
      await expectPhoneSafe(found);
      return found;
    }
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} matching mail(s) in the local mailbox, found ${found.length}:\n${await paddockMail()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
