import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fromBuffer, type Entry } from 'yauzl';
import { uiEn, type Booking, type MyGalleries } from '@tasbir/shared';
import { expectAccessible } from './a11y.js';
import { moveToYesterday, requestBooking } from './bookingAdvanceSteps.js';
import { account, register, signedInPage } from './fixtures.js';

/*
 * Issue 25's journey: a photographer completes a booking, makes its gallery, uploads 30 photos with
 * progress and copies the link; the client opens it with no account, picks 10 and sends them, which
 * the photographer sees live; the originals stay closed until the balance is paid, then the ZIP
 * holds all 30; and a preview carries the watermark that the unwatermarked WebP does not.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const photoCount = 30;

/** Thirty small JPEGs of their own colours, named as a camera names them. */
async function shoot(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  return Promise.all(
    Array.from({ length: photoCount }, async (_, index) => ({
      name: `IMG_${String(index + 1).padStart(4, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 900,
          height: 600,
          channels: 3,
          background: { r: (index * 47) % 256, g: (index * 89) % 256, b: (index * 131) % 256 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    })),
  );
}

/** The ZIP's entries by name, with their bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

async function completedBooking(request: APIRequestContext, client: string, studio: { id: string; token: string }) {
  const booking: Booking = await requestBooking(request, client, studio.id, 20, 'wedding');
  const accepted = await request.post(`/api/bookings/${booking.id}/accept`, {
    headers: auth(studio.token),
    data: { agreed_price: 80000 },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await moveToYesterday(request, studio.token, booking.id);
  const completed = await request.post(`/api/bookings/${booking.id}/complete`, { headers: auth(studio.token) });
  expect(completed.ok(), await completed.text()).toBe(true);
  return booking;
}

const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });

test('a photographer delivers a booking in a gallery; the client picks 10, and downloads the 30 originals once the balance is paid', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const setup = await browser.newContext({ baseURL: origin });
  const studioAccount = account('delivlens');
  const clientAccount = account('albumpick');
  const studio = await register(setup.request, studioAccount, 'photographer');
  const client = await register(setup.request, clientAccount, 'user');
  const booking = await completedBooking(setup.request, client.token, studio);

  // The photographer makes the booking's gallery on the Galleries tab.
  const studioPage = await signedInPage(browser, origin, studio.token, '/photographer-dashboard/galleries');
  await studioPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await expect(dashboardTab(studioPage, 'Galleries')).toHaveAttribute('aria-selected', 'true');
  await studioPage.getByRole('button', { name: 'New gallery' }).click();
  await studioPage.getByLabel('Title').fill('Sita and Ram, Pokhara');
  await studioPage.getByLabel('Booking').selectOption(booking.id);
  await studioPage.getByRole('radio', { name: 'Originals' }).check();
  await studioPage.getByRole('button', { name: 'Create gallery' }).click();
  await expect(studioPage.getByRole('status').filter({ hasText: 'Gallery created.' })).toBeVisible();
  const card = studioPage.getByRole('article', { name: 'Sita and Ram, Pokhara' });
  await expect(card).toContainText('Originals open when the booking is paid in full');

  // Thirty photos, with the batch's progress.
  await card.getByRole('button', { name: 'Photos and picks' }).click();
  const manager = studioPage.getByRole('dialog', { name: 'Sita and Ram, Pokhara' });
  const photos = await shoot();
  await manager.locator('input[type=file]').setInputFiles(photos);
  const progress = manager.locator('.gallery-uploader__progress progress');
  await expect(progress).toBeVisible();
  await expect(manager.getByRole('status').filter({ hasText: `${photoCount} of ${photoCount} uploaded` })).toBeVisible({
    timeout: 90_000,
  });
  expect(await progress.evaluate((bar: HTMLProgressElement) => bar.value === bar.max)).toBe(true);
  await expect(manager.getByRole('listitem').getByRole('img')).toHaveCount(photoCount);
  await manager.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toContainText(`${photoCount} photos`);

  // The link, copied for WhatsApp or Viber.
  const mine = (await (
    await setup.request.get('/api/galleries/mine', { headers: auth(studio.token) })
  ).json()) as MyGalleries;
  const gallery = mine.items[0];
  if (!gallery) throw new Error('the gallery is not listed');
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByRole('status')).toHaveText('Link copied.');
  expect(await studioPage.evaluate(() => navigator.clipboard.readText())).toBe(gallery.url);
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);

  // The client opens it in a browser with no account and picks ten.
  const clientContext = await browser.newContext({ baseURL: origin, acceptDownloads: true });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(new URL(gallery.url).pathname);
  await expect(clientPage.getByRole('heading', { name: 'Sita and Ram, Pokhara', level: 1 })).toBeVisible();
  await expect(clientPage.locator('.client-gallery__grid img')).toHaveCount(photoCount);
  await clientPage.getByRole('button', { name: 'Pick IMG_0001.jpg' }).click();
  const visitor = clientPage.getByRole('dialog', { name: 'Before you pick' });
  await visitor.getByLabel('Your name').fill('Sita Gurung');
  await visitor.getByLabel('Your email').fill('sita.gurung@example.com');
  await visitor.getByRole('button', { name: 'Start picking' }).click();
  await expect(clientPage.getByRole('button', { name: 'Unpick IMG_0001.jpg' })).toBeVisible();
  // The full-screen viewer: swiped by the keyboard's arrows here, closed by Escape.
  await clientPage.getByRole('button', { name: 'IMG_0002.jpg', exact: true }).click();
  const viewer = clientPage.getByRole('dialog', { name: 'IMG_0002.jpg' });
  await expect(viewer.getByRole('status')).toHaveText('2 of 30 · IMG_0002.jpg');
  await expectAccessible(clientPage, uiEn, 'the full-screen viewer');
  await clientPage.keyboard.press('ArrowRight');
  await expect(clientPage.getByRole('dialog', { name: 'IMG_0003.jpg' })).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await expect(clientPage.getByRole('dialog')).toHaveCount(0);
  for (let index = 2; index <= 10; index += 1)
    await clientPage.getByRole('button', { name: `Pick IMG_${String(index).padStart(4, '0')}.jpg` }).click();
  await expect(clientPage.getByRole('status').filter({ hasText: '10 picked' })).toBeVisible();

  // The photographer watches the picks arrive, live, when the client sends them.
  await card.getByRole('button', { name: 'Photos and picks' }).click();
  await expect(manager.getByRole('region', { name: "Clients' picks" })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Send my selection' }).click();
  await expect(clientPage.getByRole('status').filter({ hasText: 'Your selection was sent' })).toBeVisible();
  await expect(manager).toContainText('Sita Gurung (sita.gurung@example.com): 10 picked', { timeout: 15_000 });
  await expect(manager.locator('li.is-picked')).toHaveCount(10);
  await expectAccessible(studioPage, uiEn, "a gallery's photos and picks");
  await expectAccessible(clientPage, uiEn, "the client's gallery");

  // Originals stay closed until the booking's balance is paid.
  await clientPage.getByLabel('Download PIN').fill(gallery.pin);
  await clientPage.getByRole('radio', { name: 'Originals' }).check();
  await clientPage.getByRole('button', { name: `Download all (${photoCount} photos)` }).click();
  await expect(clientPage.getByRole('alert')).toHaveText(
    'Originals open once the booking is paid in full. You can download the web size now',
  );
  const marked = await setup.request.post(`/api/bookings/${booking.id}/balance-paid`, { headers: auth(studio.token) });
  expect(marked.ok(), await marked.text()).toBe(true);
  const downloading = clientPage.waitForEvent('download');
  await clientPage.getByRole('button', { name: `Download all (${photoCount} photos)` }).click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toBe('Sita and Ram, Pokhara.zip');
  const files = await unzip(readFileSync(await zip.path()));
  expect([...files.keys()].sort()).toEqual(photos.map((photo) => photo.name));
  for (const photo of photos) {
    const original = files.get(photo.name) ?? Buffer.alloc(0);
    const [sent, got] = await Promise.all([sharp(photo.buffer).raw().toBuffer(), sharp(original).raw().toBuffer()]);
    expect(got.equals(sent), `${photo.name} keeps its pixels`).toBe(true);
  }

  // A preview carries the watermark: it differs from the same photo's unwatermarked WebP where the mark sits.
  const first = photos[0];
  const preview = clientPage.locator('.client-gallery__grid img').first();
  const previewUrl = await preview.evaluate((image: HTMLImageElement) =>
    image.srcset
      .split(', ')
      .find((source) => source.endsWith(' 1600w'))
      ?.replace(/ 1600w$/, ''),
  );
  const previewBytes = await (await clientPage.request.get(previewUrl ?? '')).body();
  const watermarked = await sharp(previewBytes).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = watermarked.info;
  const plain = await sharp(await sharp(first?.buffer).resize(width, height).webp({ quality: 80 }).toBuffer())
    .raw()
    .toBuffer();
  /** The share of a region's pixels that differ by more than a trace of compression (48 of 255 in a channel). */
  const changed = (x0: number, y0: number, x1: number, y1: number) => {
    let count = 0;
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) {
        const at = y * width + x;
        const channels = [0, 1, 2].map((channel) =>
          Math.abs((watermarked.data[at * watermarked.info.channels + channel] ?? 0) - (plain[at * 3 + channel] ?? 0)),
        );
        if (Math.max(...channels) > 48) count += 1;
      }
    return count / ((x1 - x0) * (y1 - y0));
  };
  // The default mark sits bottom right, a quarter of the width wide; the top left holds none of it.
  expect(changed(Math.floor(width * 0.7), Math.floor(height * 0.85), width, height)).toBeGreaterThan(0.02);
  expect(changed(0, 0, Math.floor(width * 0.3), Math.floor(height * 0.3))).toBeLessThan(0.001);
});
