import { FormError, FormSuccess } from './FormMessage.js';
import type { ActionNotice } from './useActionNotice.js';

export function ActionNoticeLine({ notice }: { notice: ActionNotice }) {
  if (!notice) return null;
  return notice.kind === 'success' ? <FormSuccess message={notice.text} /> : <FormError message={notice.text} />;
}
