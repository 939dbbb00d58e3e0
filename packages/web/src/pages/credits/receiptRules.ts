import { creditAmountMax, creditAmountMin, fillMessageIn, receiptMaxMb, receiptTypes, type Language } from '@tasbir/shared';
import { messagesFor } from '../../i18n.js';
import { refusalText, type ServerRefusal } from '../../trpc.js';

/** What the receipt field knows of a chosen file. */
export type ReceiptFile = { name: string; size: number; type: string };

const receiptMaxBytes = receiptMaxMb * 1024 * 1024;
const acceptedReceiptTypes: readonly string[] = receiptTypes;

/** The quick check of a receipt before a byte is sent (the server sniffs the bytes again). */
export function receiptProblem(file: ReceiptFile, language: Language): string | null {
  const t = messagesFor(language);
  if (file.type && !acceptedReceiptTypes.includes(file.type)) return t.receiptTypeRefused;
  if (file.size > receiptMaxBytes) return fillMessageIn(t.receiptTooLarge, { mb: receiptMaxMb }, language);
  return null;
}

/** The credit request form's checks, in the product's words: both fields first, then the amount's range, then the file. */
export function creditRequestProblem(amountText: string, file: ReceiptFile | null, language: Language): string | null {
  const t = messagesFor(language);
  const trimmed = amountText.trim();
  if (!trimmed || !file) return t.creditRequestIncomplete;
  const amount = Number(trimmed);
  if (!Number.isInteger(amount) || amount < creditAmountMin || amount > creditAmountMax) return t.creditAmountInvalid;
  return receiptProblem(file, language);
}

/** "Error submitting credit request: " and the server's reason (its refusal by code, else the generic sentence). */
export function creditRequestFailureText(refusal: ServerRefusal | null, language: Language): string {
  const t = messagesFor(language);
  return fillMessageIn(t.creditRequestFailed, { detail: refusal ? refusalText(refusal, language) : t.somethingWentWrong }, language);
}

/** The size the product shows for a receipt: KB, bytes / 1024, rounded. */
export function receiptKb(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/** Whether the preview can show the file as an image (PDFs show their name). */
export function isImageReceipt(file: ReceiptFile): boolean {
  return file.type.startsWith('image/');
}
