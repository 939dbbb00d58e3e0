import { digitsAsNumber } from '@tasbir/shared';
import type { RestRequest } from '../route.js';

const isForm = (request: RestRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;

/**
 * A body reader for an upload row whose input has whole numbers: a multipart form sends every field
 * as text, so the named fields are read from their decimal digits (`"1000"`; `"1e3"` or `" 12"` stay
 * text for the schema to refuse). A JSON body is taken as sent: its numbers are JSON numbers.
 */
export function formNumbers(...fields: readonly string[]) {
  return (request: RestRequest): unknown => {
    const { body } = request;
    if (!isForm(request) || typeof body !== 'object' || body === null) return body ?? {};
    const read: Record<string, unknown> = { ...body };
    for (const field of fields) if (field in read) read[field] = digitsAsNumber(read[field]);
    return read;
  };
}
