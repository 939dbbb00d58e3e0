import { demoPhotographers, demoUsers, type Db, type UserRow } from '@tasbir/db';
import { planPeriodDays, type Photo, type PlanName } from '@tasbir/shared';
import sharp from 'sharp';
import type { PhotosService } from '../../photos/service.js';
import type { ReelsService } from '../../reels/service.js';
import type { MediaLibrary } from '../../../files/library.js';
import { demoPhotoCaptions } from './catalogue.js';
import { DemoMediaRepository } from './repository.js';
import { renderDemoReel } from './reels.js';
import { sceneKinds, sceneSvg } from './scenes.js';

type Services = { photos: PhotosService; reels: ReelsService; library: MediaLibrary };
export type DemoMediaCounts = { photos: number; reels: number };

/** Plans of the demo photographers (everyone else is on silver): enough room for what they post. */
const demoPlans: Record<string, PlanName> = {
  pemba_sherpa: 'royal',
  aarav_shrestha: 'diamond',
  anisha_gurung: 'diamond',
  priya_maharjan: 'gold',
  sujan_prajapati: 'gold',
  manish_yadav: 'gold',
};
/** Who posts the demo reels, in order. */
const reelPosters = ['anisha_gurung', 'bikash_thapa', 'sujan_prajapati', 'sunita_bhattarai'];

/** Runs the tasks at most `width` at a time (the image library has a small thread pool anyway). */
async function inBatches<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  for (let at = 0; at < tasks.length; at += width)
    results.push(...(await Promise.all(tasks.slice(at, at + width).map((task) => task()))));
  return results;
}

/**
 * Demo photos and reels for the demo photographers, through the same pipeline as real uploads
 * (plan checks included: each photographer first gets an active paid plan). Thirty photos,
 * and four short reels when ffmpeg is installed (none without it).
 */
export async function seedDemoMedia(db: Db, services: Services): Promise<DemoMediaCounts> {
  const repository = new DemoMediaRepository(db);
  const until = new Date(Date.now() + planPeriodDays * 24 * 60 * 60 * 1000).toISOString();
  const names = demoPhotographers.map((p) => p.username);
  for (const user of await repository.usersByName(names))
    await repository.setPlan(user.id, demoPlans[user.username] ?? 'silver', until);
  const byName = new Map(
    (await repository.usersByName([...names, ...demoUsers.map((u) => u.username)])).map((user) => [
      user.username,
      user,
    ]),
  );

  // Reels wait mostly on ffmpeg processes, photos on the image library: run them side by side.
  const [reels, photos] = await Promise.all([seedReels(services, byName), seedPhotos(services, byName)]);

  // A few likes from the demo users, so the trending order means something.
  const fans = demoUsers.map((u) => byName.get(u.username)).filter((user): user is UserRow => user !== undefined);
  for (const [i, photo] of photos.entries()) {
    for (const [f, fan] of fans.entries()) if ((i + f) % 3 === 0) await services.photos.like(fan, photo.id);
  }
  return { photos: photos.length, reels };
}

async function seedPhotos(services: Services, byName: Map<string, UserRow>): Promise<Photo[]> {
  const tasks = demoPhotographers.flatMap((p, index) => {
    const user = byName.get(p.username);
    if (!user) return [];
    return Array.from({ length: index < 12 ? 2 : 1 }, (_, n) => async () => {
      const seed = index * 10 + n + 1;
      const kind = sceneKinds[(index + n * 2) % sceneKinds.length] ?? 'mountains';
      const captions = demoPhotoCaptions[kind];
      const caption = captions[seed % captions.length] ?? captions[0];
      if (!caption) return undefined;
      const jpeg = await sharp(Buffer.from(sceneSvg(kind, seed)))
        .jpeg({ quality: 85 })
        .toBuffer();
      return services.photos.create(user, {
        ...caption,
        image_data: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      });
    });
  });
  return (await inBatches(tasks, 4)).filter((photo) => photo !== undefined);
}

/** Four short reels when ffmpeg is installed; none without it (photos are enough to browse). */
async function seedReels(services: Services, byName: Map<string, UserRow>): Promise<number> {
  const ffmpeg = await services.library.ffmpeg();
  if (!ffmpeg) return 0;
  const tasks = reelPosters.map((name, index) => async () => {
    const user = byName.get(name);
    if (!user) return undefined;
    const staged = await renderDemoReel(ffmpeg, services.library.staging, index);
    try {
      return await services.reels.create(user, { ...staged.fields, video_data: staged.file });
    } finally {
      await services.library.staging.remove(staged.file);
    }
  });
  return (await inBatches(tasks, 4)).filter((reel) => reel !== undefined).length;
}
