import type { AdvanceReceipt } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import {
  receiptBooking,
  receiptDate,
  receiptDay,
  receiptWhat,
  useReceiptT,
  type ReceiptSide,
} from './advanceReceiptText.js';
import './advanceReceipts.css';

function ReceiptLine({ receipt, side }: { receipt: AdvanceReceipt; side: ReceiptSide }) {
  const format = useFormat();
  return (
    <li className={`advance-receipt advance-receipt--${receipt.kind}`}>
      <p className="advance-receipt__head">
        <span>{receiptWhat(receipt, side, format.language)}</span>
        <strong className="advance-receipt__amount">{format.money(receipt.amount)}</strong>
      </p>
      <p className="advance-receipt__meta">{receiptBooking(receipt, side, format.language)}</p>
      <p className="advance-receipt__meta">
        <time dateTime={receiptDay(receipt)}>{receiptDate(receipt, format.language)}</time>
      </p>
    </li>
  );
}

type Props = { side: ReceiptSide; headingLevel: 'h2' | 'h3' };

/**
 * Every advance paid, refunded or released on the reader's bookings, newest first (issue 24). The
 * live booking notices refetch it with the bookings' lists (`utils.bookings`). The default export,
 * so a tab loads it on demand with `lazy` alone.
 */
export default function AdvanceReceipts({ side, headingLevel: Heading }: Props) {
  const t = useT();
  const receiptT = useReceiptT();
  const receipts = trpc.bookings.receipts.useQuery();
  const list = receipts.data?.receipts ?? [];
  return (
    <section className="advance-receipts" aria-labelledby="advance-receipts-title">
      <Heading id="advance-receipts-title">{receiptT.advanceReceiptsTitle}</Heading>
      {receipts.isPending && <p role="status">{t.loading}</p>}
      {receipts.isError && <FormError message={receiptT.advanceReceiptsLoadFailed} />}
      {receipts.isSuccess && list.length === 0 && (
        <p className="note">
          {side === 'client' ? receiptT.advanceReceiptsEmptyClient : receiptT.advanceReceiptsEmptyPhotographer}
        </p>
      )}
      {list.length > 0 && (
        <ul className="advance-receipts__items">
          {list.map((receipt) => (
            <ReceiptLine key={receipt.id} receipt={receipt} side={side} />
          ))}
        </ul>
      )}
    </section>
  );
}
