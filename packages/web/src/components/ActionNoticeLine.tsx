import { FormError, FormSuccess } from './FormMessage.js';
import type { ActionNotice } from './useActionNotice.js';

/** useActionNotice's notice as a success or an error line; nothing before the first action. */
export function ActionNoticeLine({ notice }: { notice: ActionNotice }) {
  if (!notice) return null;
  return notice.kind === 'success' ? <FormSuccess message={notice.text} /> : <FormError message={notice.text} />;
}
