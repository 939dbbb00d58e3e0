import { firstAnswersElementId, firstQueriesOf, type FirstQuery } from '@tasbir/shared';
import { carriedJsonText } from '../http/jsonText.js';
import { scriptJson } from '../http/scriptJson.js';
import type { AppCaller } from './appRouter.js';

/** The procedures a page asks first: the app's caller has them. */
export type FirstAnswersCaller = {
  photos: Pick<AppCaller['photos'], 'list'>;
  reels: Pick<AppCaller['reels'], 'list'>;
  photographers: Pick<AppCaller['photographers'], 'list'>;
  leaderboard: Pick<AppCaller['leaderboard'], 'list'>;
};

/** What the writer needs of a request besides what its caller is made from: a log for a failed answer. */
type Logged = { log: { warn: (details: object, message: string) => void } };

function ask(caller: FirstAnswersCaller, query: FirstQuery): Promise<unknown> {
  switch (query.path) {
    case 'photos.list':
      return caller.photos.list(query.input);
    case 'reels.list':
      return caller.reels.list(query.input);
    case 'photographers.list':
      return caller.photographers.list(query.input);
    case 'leaderboard.list':
      return caller.leaderboard.list(query.input);
  }
}

/**
 * The lists a page asks first (shared `firstQueriesOf`), answered through the same procedures as
 * the app's own calls and written into the page as `<script type="application/json"
 * id="first-answers">`: `[{path, data}]`, one entry per query, in order. A query that fails leaves
 * its entry without data (logged): the app then asks for it as it would have.
 */
export function firstAnswersWriter<Request extends Logged>(
  callerFor: (request: Request) => FirstAnswersCaller,
): (request: Request, pathname: string) => Promise<string | undefined> {
  return async (request, pathname) => {
    const queries = firstQueriesOf(pathname);
    if (queries.length === 0) return undefined;
    const caller = callerFor(request);
    const entries = await Promise.all(
      queries.map(async (query) => {
        const path = JSON.stringify(query.path);
        try {
          const data = await ask(caller, query);
          return `{"path":${path},"data":${carriedJsonText(data) ?? JSON.stringify(data)}}`;
        } catch (error) {
          request.log.warn({ err: error, path: query.path }, 'a first answer could not be read');
          return `{"path":${path}}`;
        }
      }),
    );
    return `<script type="application/json" id="${firstAnswersElementId}">${scriptJson(`[${entries.join(',')}]`)}</script>`;
  };
}
