import {
  firstAnswersElementId,
  firstQueriesOf,
  photoGridSizes,
  photoSrcSet,
  type FirstQuery,
  type Photo,
} from '@tasbir/shared';
import { asksToSaveData } from '../http/compression.js';
import { carriedJsonText } from '../http/jsonText.js';
import type { PreloadedImage } from '../http/linkPreviews.js';
import { scriptJson } from '../http/scriptJson.js';
import type { AppCaller } from './appRouter.js';

/** The procedures a page asks first: the app's caller has them. */
export type FirstAnswersCaller = {
  photos: Pick<AppCaller['photos'], 'list'>;
  reels: Pick<AppCaller['reels'], 'list'>;
  photographers: Pick<AppCaller['photographers'], 'list'>;
  leaderboard: Pick<AppCaller['leaderboard'], 'list'>;
};

/**
 * What the writer reads of a page's request besides what its caller is made from: a log for a
 * failed answer, and the headers (the browser's data saver).
 */
type PageRequest = {
  log: { warn: (details: object, message: string) => void };
  headers: Record<string, string | string[] | undefined>;
};

/** A query's answer, and the image the page draws largest from it when the server can tell which. */
type Answer = { data: unknown; largestImage?: PreloadedImage };

/**
 * The first card of a photo grid, as its `<img>` asks for it (web PhotoImage): the sources and the
 * grid's sizes, or with the browser's data saver on (the app's own default then) the thumbnail only.
 */
function firstPhoto(photo: Photo | undefined, savesData: boolean): PreloadedImage | undefined {
  if (!photo) return undefined;
  const srcset = savesData ? undefined : photoSrcSet(photo);
  return srcset ? { href: photo.thumb_url, srcset, sizes: photoGridSizes } : { href: photo.thumb_url };
}

async function ask(caller: FirstAnswersCaller, query: FirstQuery, savesData: boolean): Promise<Answer> {
  switch (query.path) {
    case 'photos.list': {
      const page = await caller.photos.list(query.input);
      return { data: page, largestImage: firstPhoto(page.items[0], savesData) };
    }
    case 'reels.list': {
      // The feed fills the screen with its first reel's poster; home's row of reels sits below its photos.
      const page = await caller.reels.list(query.input);
      const poster = query.infinite ? page.items[0]?.poster_url : null;
      return { data: page, largestImage: poster ? { href: poster } : undefined };
    }
    case 'photographers.list':
      return { data: await caller.photographers.list(query.input) };
    case 'leaderboard.list':
      return { data: await caller.leaderboard.list(query.input) };
  }
}

/** The answers as the page carries them, and the image to fetch first, if one is known. */
export type FirstAnswers = { tag: string; largestImage?: PreloadedImage };

/**
 * The lists a page asks first (shared `firstQueriesOf`), answered through the same procedures as
 * the app's own calls and written into the page as `<script type="application/json"
 * id="first-answers">`: `[{path, data}]`, one entry per query, in order. A query that fails leaves
 * its entry without data (logged): the app then asks for it as it would have.
 */
export function firstAnswersWriter<Request extends PageRequest>(
  callerFor: (request: Request) => FirstAnswersCaller,
): (request: Request, pathname: string) => Promise<FirstAnswers | undefined> {
  return async (request, pathname) => {
    const queries = firstQueriesOf(pathname);
    if (queries.length === 0) return undefined;
    const caller = callerFor(request);
    const savesData = asksToSaveData(request);
    const answers = await Promise.all(
      queries.map(async (query) => {
        const path = JSON.stringify(query.path);
        try {
          const { data, largestImage } = await ask(caller, query, savesData);
          return { entry: `{"path":${path},"data":${carriedJsonText(data) ?? JSON.stringify(data)}}`, largestImage };
        } catch (error) {
          request.log.warn({ err: error, path: query.path }, 'a first answer could not be read');
          return { entry: `{"path":${path}}` };
        }
      }),
    );
    const json = scriptJson(`[${answers.map(({ entry }) => entry).join(',')}]`);
    return {
      tag: `<script type="application/json" id="${firstAnswersElementId}">${json}</script>`,
      largestImage: answers.find((answer) => answer.largestImage !== undefined)?.largestImage,
    };
  };
}
