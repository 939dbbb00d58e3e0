import { escapeHtml } from '../escapeHtml.js';
import type { OutgoingMail } from './mailer.js';

export type GalleryLinkMail = {
  to: string;
  photographer: string;
  title: string;
  link: string;
  /** The download PIN, or null when the gallery offers no downloads. */
  pin: string | null;
  /** The last day it opens (YYYY-MM-DD), or null. */
  expiresAt: string | null;
  note: string | null;
};

/** A gallery's link as its photographer sends it to the client, in English and Nepali. */
export function galleryLinkMail(mail: GalleryLinkMail): OutgoingMail {
  const lines = [
    `Namaste,`,
    '',
    `${mail.photographer} has shared your photos on Tasbir: "${mail.title}".`,
    ...(mail.note ? ['', mail.note] : []),
    '',
    `Open the gallery: ${mail.link}`,
    ...(mail.pin ? [`Download PIN: ${mail.pin}`] : []),
    ...(mail.expiresAt ? [`The gallery is open until ${mail.expiresAt}.`] : []),
    '',
    `नमस्ते, ${mail.photographer} ले तपाईंका फोटो Tasbir मा सेयर गर्नुभएको छ। माथिको लिङ्कबाट ग्यालरी खोल्नुहोस्${mail.pin ? `; डाउनलोड PIN: ${mail.pin}` : ''}।`,
    '',
    'Tasbir',
  ];
  const html = [
    '<p>Namaste,</p>',
    `<p>${escapeHtml(mail.photographer)} has shared your photos on Tasbir: “${escapeHtml(mail.title)}”.</p>`,
    ...(mail.note ? [`<p>${escapeHtml(mail.note).replace(/\n/g, '<br>')}</p>`] : []),
    `<p><a href="${escapeHtml(mail.link)}">Open the gallery</a></p>`,
    ...(mail.pin ? [`<p>Download PIN: <strong>${escapeHtml(mail.pin)}</strong></p>`] : []),
    ...(mail.expiresAt ? [`<p>The gallery is open until ${escapeHtml(mail.expiresAt)}.</p>`] : []),
    `<p lang="ne">नमस्ते, ${escapeHtml(mail.photographer)} ले तपाईंका फोटो Tasbir मा सेयर गर्नुभएको छ।${mail.pin ? ` डाउनलोड PIN: ${escapeHtml(mail.pin)}` : ''}</p>`,
    '<p>Tasbir</p>',
  ].join('');
  return { to: mail.to, subject: `Your photos from ${mail.photographer}: ${mail.title}`, text: lines.join('\n'), html };
}
