import { useState } from 'react';

/** The result of the last action on a list (an admin's decision, a booking cancelled), shown beside the list it changed (no alert boxes, no reload). */
export type ActionNotice = { kind: 'success' | 'error'; text: string } | null;

export function useActionNotice() {
  const [notice, setNotice] = useState<ActionNotice>(null);
  return {
    notice,
    succeeded: (text: string) => setNotice({ kind: 'success', text }),
    failed: (text: string) => setNotice({ kind: 'error', text }),
  };
}
