import {
  creditRequestFields,
  digitsAsNumber,
  fillMessageIn,
  receiptMaxMb,
  receiptTypes,
  type Language,
} from '@tasbir/shared';
import { formProblems } from '../../forms/formProblems.js';
import { messagesFor } from '../../i18n.js';
import { refusalText, type ServerRefusal } from '../../trpc.js';

/** What the receipt field knows of a chosen file. */
export type ReceiptFile = { name: string; size: number; type: string };

const receiptMaxBytes = receiptMaxMb * 1024 * 1024;
const acceptedReceiptTypes: readonly string[] = receiptTypes;

/** The quick check of a receipt before a byte is sent, refused as the server refuses it (it sniffs the bytes again). */
export function receiptProblem(file: ReceiptFile): ServerRefusal | null {
  if (file.type && !acceptedReceiptTypes.includes(file.type)) return { code: 'receiptTypeRefused', params: {} };
  if (file.size > receiptMaxBytes) return { code: 'receiptTooLarge', params: { mb: receiptMaxMb } };
  return null;
}

/**
 * The credit request form's checks: without a receipt, "fill in all required fields" at once; then
 * the amount by the server's schema (read as the server reads a form's digits: blank is missing,
 * "1e3" is no number); then the receipt's type and size.
 */
export function creditRequestProblem(amountText: string, file: ReceiptFile | null): ServerRefusal | null {
  if (!file) return { code: 'creditRequestIncomplete', params: {} };
  const [amountProblem] = formProblems(creditRequestFields, { amount: digitsAsNumber(amountText.trim()) });
  return amountProblem ?? receiptProblem(file);
}

/** "Error submitting credit request: " and the server's reason (its refusal by code, else the generic sentence). */
export function creditRequestFailureText(refusal: ServerRefusal | null, language: Language): string {
  const t = messagesFor(language);
  return fillMessageIn(
    t.creditRequestFailed,
    { detail: refusal ? refusalText(refusal, language) : t.somethingWentWrong },
    language,
  );
}

/** The size the product shows for a receipt: KB, bytes / 1024, rounded. */
export function receiptKb(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/** Whether the preview can show the file as an image (PDFs show their name). */
export function isImageReceipt(file: ReceiptFile): boolean {
  return file.type.startsWith('image/');
}
