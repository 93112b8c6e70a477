import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Header lines as sent, lower-cased name to raw value (without the name). */
  rawHeaders: Record<string, string>;
};

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Waits until `count` messages in all have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The messages that arrived for one address. */
  mailTo(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/** A real SMTP server in this process, on a free local port: tests read what truly arrived. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            rawHeaders: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusals = count),
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} emails, ${received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    mailTo: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
