import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { tokenAtom } from '../../state/session.js';
import { receiptKb } from '../credits/receiptRules.js';
import { useLazyT } from '../lazyTexts.js';

/** `size` in bytes, when the request knows it (plan requests do). */
type Props = { url: string; size?: number; username: string; reused?: boolean };

/** How long a receipt opened in a new tab keeps its address (the tab has loaded it by then). */
const openedUrlLifeMs = 60_000;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('receipt unreadable'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A request's receipt for the admin: it is served only with the admin's token, so it is fetched
 * and shown from memory (a data URL, freed with the query); a click opens it full size in a new
 * tab; a PDF is downloaded.
 */
export function ReceiptViewer({ url, size, username, reused = false }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const token = useAtomValue(tokenAtom);
  const receipt = useQuery({
    queryKey: ['receipt', url],
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token ?? ''}` }, signal });
      if (!response.ok) throw new Error(`receipt ${response.status}`);
      const blob = await response.blob();
      return {
        blob,
        isPdf: blob.type === 'application/pdf',
        preview: blob.type === 'application/pdf' ? null : await readAsDataUrl(blob),
      };
    },
  });

  // A PDF is downloaded, not opened: it may carry scripts, and a tab made from this page would
  // inherit the site's Content-Security-Policy, under which the browser's PDF viewer cannot run.
  const openFullSize = (blob: Blob, isPdf: boolean) => {
    const address = URL.createObjectURL(blob);
    if (isPdf) {
      const link = document.createElement('a');
      link.href = address;
      link.download = `receipt-${username}.pdf`;
      link.click();
    } else {
      window.open(address, '_blank', 'noopener');
    }
    window.setTimeout(() => URL.revokeObjectURL(address), openedUrlLifeMs);
  };

  return (
    <figure className="receipt-viewer">
      <figcaption>
        {size === undefined ? t.adminReceiptTitle : format.fill(t.adminReceipt, { size: receiptKb(size) })}
      </figcaption>
      {reused && <p className="receipt-viewer__warning">{t.adminReceiptReused}</p>}
      {receipt.isPending && <p role="status">{t.loading}</p>}
      {receipt.isError && <p className="form-message form-message--error">{t.adminReceiptFailed}</p>}
      {receipt.data && (
        <button
          type="button"
          className="receipt-viewer__open"
          onClick={() => openFullSize(receipt.data.blob, receipt.data.isPdf)}
        >
          {receipt.data.preview ? (
            <img
              src={receipt.data.preview}
              alt={fill(t.adminReceiptAlt, { username })}
              className="receipt-viewer__image"
            />
          ) : null}
          <span className={receipt.data.preview ? 'visually-hidden' : 'button button--ghost'}>
            {receipt.data.isPdf ? t.adminReceiptPdf : t.adminReceiptOpen}
          </span>
        </button>
      )}
    </figure>
  );
}
