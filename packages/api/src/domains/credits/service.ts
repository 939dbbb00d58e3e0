import { newId, nowIso, type UserRow } from '@tasbir/db';
import {
  pendingCreditRequestsMax,
  type AdminCreditRequests,
  type CreditRequest,
  type ProcessCreditRequestFields,
} from '@tasbir/shared';
import { requireOwnerOrAdmin } from '../../access.js';
import { conflict, notFound } from '../../errors.js';
import type { StagedFile } from '../../files/staging.js';
import { mediaTypes, parseMediaKey } from '../../files/mediaKeys.js';
import type { Notifier } from '../notifications/service.js';
import type { Receipts } from './receipts.js';
import type { CreditRequestRow, CreditsRepository } from './repository.js';

export type CreditRequestFields = {
  amount: number;
  payment_method: 'bank_transfer' | 'esewa' | 'khalti' | 'ime_pay';
  receipt_image: string | StagedFile;
};

/** 409 with the cap, which the sentence names. */
const tooManyPending = () => conflict('tooManyPendingRequests', { max: pendingCreditRequestsMax });

/** Where the owner and the admins read a request's receipt. */
export const receiptUrl = (id: string) => `/api/credits/requests/${id}/receipt`;

function receiptType(key: string): CreditRequest['receipt_type'] {
  const type = parseMediaKey(key)?.contentType;
  return type === mediaTypes.png || type === mediaTypes.webp || type === mediaTypes.pdf ? type : mediaTypes.jpg;
}

function toCreditRequest(row: CreditRequestRow): CreditRequest {
  return {
    id: row.id,
    user_username: row.user_username,
    amount: row.amount,
    payment_method: row.payment_method,
    status: row.status,
    admin_note: row.admin_note,
    created_at: row.created_at,
    processed_at: row.processed_at,
    receipt_url: receiptUrl(row.id),
    receipt_type: receiptType(row.receipt_key),
    receipt_used_before: Boolean(row.receipt_used_before),
  };
}

export class CreditsService {
  constructor(
    private readonly repository: CreditsRepository,
    readonly receipts: Receipts,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Asks for credits with a payment receipt; the request waits for an admin. At most
   * `pendingCreditRequestsMax` wait per account: checked before the receipt is read, and again
   * where the row is added, so a receipt stored for a refused request is removed again.
   */
  async request(user: UserRow, input: CreditRequestFields): Promise<CreditRequest> {
    if ((await this.repository.pendingCount(user.id)) >= pendingCreditRequestsMax) throw tooManyPending();
    const id = newId();
    await this.receipts.keep(input.receipt_image, async ({ key }) => {
      const row = {
        id,
        user_id: user.id,
        amount: input.amount,
        payment_method: input.payment_method,
        receipt_key: key,
        created_at: nowIso(),
      };
      if (!(await this.repository.insertWithinCap(row, pendingCreditRequestsMax))) throw tooManyPending();
    });
    return this.get(id);
  }

  async mine(user: UserRow): Promise<{ requests: CreditRequest[] }> {
    return { requests: (await this.repository.forUser(user.id)).map(toCreditRequest) };
  }

  async forAdmins(): Promise<AdminCreditRequests> {
    const listed = async (status: 'pending' | 'approved' | 'rejected') =>
      (await this.repository.withStatus(status)).map(toCreditRequest);
    const [pending, approved, rejected] = await Promise.all([
      listed('pending'),
      listed('approved'),
      listed('rejected'),
    ]);
    return { pending, approved, rejected };
  }

  /** Approves (crediting the amount once) or rejects a pending request; 409 when it is no longer pending. */
  async process(admin: UserRow, input: ProcessCreditRequestFields): Promise<CreditRequest> {
    const outcome = await this.repository.decide({
      id: input.id,
      status: input.status,
      adminNote: input.admin_note,
      adminId: admin.id,
      now: nowIso(),
    });
    if (outcome === 'missing') throw notFound('creditRequestNotFound');
    if (outcome === 'processed') throw conflict('creditRequestProcessed');
    const row = outcome.done;
    await this.notifier.notify({
      to: row.user_id,
      kind: 'credit_request_processed',
      params: { amount: row.amount, status: input.status },
      subjectId: row.id,
    });
    return toCreditRequest(row);
  }

  /** Deletes a request whatever its state; balances never change. Its receipt goes unless another request has the same one. */
  async remove(admin: UserRow, id: string): Promise<{ deleted: true }> {
    const key = await this.repository.remove(id, admin.id);
    if (key === undefined) throw notFound('creditRequestNotFound');
    if (!(await this.repository.receiptInUse(key))) await this.receipts.store.delete(key);
    return { deleted: true };
  }

  /** A request's receipt key, for its owner or an admin only. */
  async receiptFor(user: UserRow, id: string): Promise<string> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('creditRequestNotFound');
    requireOwnerOrAdmin(user, row.user_id);
    return row.receipt_key;
  }

  private async get(id: string): Promise<CreditRequest> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('creditRequestNotFound');
    return toCreditRequest(row);
  }
}
