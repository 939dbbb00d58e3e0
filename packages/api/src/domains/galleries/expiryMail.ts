import { escapeHtml } from '../../escapeHtml.js';
import type { OutgoingMail } from '../../mail/mailer.js';

/** A visitor's reminder that a gallery closes soon: what, whose, until when, and the link. */
export function galleryExpiringMail(
  to: { name: string; email: string },
  gallery: { title: string; photographer: string; lastDay: string; link: string },
): OutgoingMail {
  const closes = `The photo gallery "${gallery.title}" from ${gallery.photographer} closes after ${gallery.lastDay}.`;
  const advice = 'Please download the photos you want before then.';
  return {
    to: to.email,
    subject: `"${gallery.title}" closes after ${gallery.lastDay}`,
    text: [`Namaste ${to.name},`, '', closes, advice, '', gallery.link, '', 'Tasbir'].join('\n'),
    html: `<p>Namaste ${escapeHtml(to.name)},</p><p>${escapeHtml(closes)} ${advice}</p><p><a href="${escapeHtml(gallery.link)}">Open the gallery</a></p><p>Tasbir</p>`,
  };
}
