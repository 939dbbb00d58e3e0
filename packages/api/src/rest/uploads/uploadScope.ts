import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StagedFile, type Staging } from '../../files/staging.js';
import type { Context } from '../../trpc/context.js';
import { toHttpError } from '../httpError.js';
import type { RestRoute, UploadAdmission, UploadSpec } from '../route.js';
import { spoolJson } from './jsonSpool.js';
import { spoolMultipart } from './multipartSpool.js';
import { uploadRefusal } from './uploadErrors.js';
import { httpFailure, refusalBody } from '../../http/refusalBody.js';
import { requestParts, runRoute, sendOutcome, type Outcome } from '../outcome.js';

type Options<TCaller> = {
  routes: RestRoute<TCaller>[];
  createContext: (input: { req: FastifyRequest }) => Context;
  createCaller: (context: Context) => TCaller;
  staging: Staging;
};
type UploadState<TCaller> = { api: TCaller; upload: UploadSpec<TCaller>; admission: UploadAdmission };

async function removeStaged(body: unknown, staging: Staging): Promise<void> {
  if (typeof body !== 'object' || body === null) return;
  for (const value of Object.values(body)) if (value instanceof StagedFile) await staging.remove(value);
}

/**
 * The upload rows of the REST table, in a scope of their own: JSON bodies there are read by the
 * streaming spooler instead of Fastify's parser, and the caller is admitted before a byte of
 * the body is read, so a visitor or a free account cannot make the server read a large body.
 */
export async function uploadScope<TCaller>(
  scope: FastifyInstance,
  { routes, createContext, createCaller, staging }: Options<TCaller>,
): Promise<void> {
  const states = new WeakMap<FastifyRequest, UploadState<TCaller>>();
  const stateOf = (request: FastifyRequest): UploadState<TCaller> => {
    const state = states.get(request);
    if (!state) throw new Error('upload request was not admitted');
    return state;
  };

  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const { upload, admission } = stateOf(request);
    try {
      return await spoolJson(payload, staging, {
        fileFields: [upload.fileField],
        maxBodyBytes: Math.min(upload.maxBodyBytes, admission.maxBodyBytes),
        maxFileBytes: admission.maxFileBytes,
      });
    } catch (error) {
      const refusal = uploadRefusal(error, admission.tooLarge);
      throw refusal ? httpFailure(refusal) : error;
    }
  });

  for (const route of routes) {
    const upload = route.upload;
    if (!upload) continue;
    scope.route({
      method: route.method,
      url: route.path,
      bodyLimit: upload.maxBodyBytes,
      preParsing: async (request, _reply, payload) => {
        const api = createCaller(createContext({ req: request }));
        try {
          states.set(request, { api, upload, admission: await upload.admit(api) });
        } catch (error) {
          const refusal = toHttpError(error);
          throw refusal ? httpFailure(refusal) : error;
        }
        const { admission } = stateOf(request);
        const declared = Number(request.headers['content-length']);
        if (declared > admission.maxBodyBytes) throw httpFailure({ status: 413, ...admission.tooLarge });
        return payload;
      },
      handler: async (request, reply) => {
        const { api, admission } = stateOf(request);
        let body: unknown = request.body;
        let outcome: Outcome;
        try {
          if (request.isMultipart())
            body = await spoolMultipart(request, staging, upload.fileField, admission.maxFileBytes);
          outcome = await runRoute(route, api, requestParts(request, body));
        } catch (error) {
          const refusal = uploadRefusal(error, admission.tooLarge) ?? toHttpError(error);
          if (!refusal) throw error;
          outcome = { status: refusal.status, body: refusalBody(refusal, request) };
        } finally {
          // Before the answer goes out: a caller that sees the answer finds no staged file left.
          await removeStaged(body, staging);
        }
        return sendOutcome(reply, outcome);
      },
    });
  }
}
