import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '@tasbir/db';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
type Log = { info: (details: object, message: string) => void };

/**
 * Sends mail over SMTP when `SMTP_URL` is set. Without it every message is written as an
 * `.eml` file to `DATA_DIR/outbox/` and its links are logged, so development needs no mail server.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; dataDir: string },
    private readonly log: Log,
  ) {
    this.outbox = options.smtpUrl ? undefined : join(options.dataDir, 'outbox');
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...mail });
    if (!this.outbox) return;
    const message: unknown = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('stream transport did not return the message');
    await mkdir(this.outbox, { recursive: true });
    const file = join(this.outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
    await writeFile(file, message);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.log.info({ to: mail.to, file, links }, `mail written to outbox: ${mail.subject}`);
  }
}
