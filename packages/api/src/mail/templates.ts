import { escapeHtml } from '../escapeHtml.js';
import type { OutgoingMail } from './mailer.js';

export function passwordResetMail(to: string, username: string, link: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: 'Reset your Tasbir password',
    text: [
      `Namaste ${username},`,
      '',
      'Someone asked to reset the password of your Tasbir account. To choose a new password, open:',
      '',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this mail: your password stays as it is.`,
      '',
      'Tasbir',
    ].join('\n'),
    html: `<p>Namaste ${escapeHtml(username)},</p><p>Someone asked to reset the password of your Tasbir account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this mail: your password stays as it is.</p><p>Tasbir</p>`,
  };
}
