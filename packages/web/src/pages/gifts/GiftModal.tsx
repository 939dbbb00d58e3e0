// A block's refusal (`blocked`, decision 021) is among the tables kept apart.
import '../addedErrorTexts.js';
import { useState, type FormEvent } from 'react';
import { giftMessageMax } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useSession } from '../../state/useSession.js';
import { CreditRequestForm } from '../credits/CreditRequestForm.js';
import { errorText, refusalOf, refusalText, trpc } from '../../trpc.js';
import { GiftGrid } from './GiftGrid.js';
import { giftText } from './giftText.js';
import { giftCheckout, topUpAmounts } from './giftCheckout.js';
import './gifts.css';

/** Who receives the gift: a photographer. */
export type GiftRecipient = { id: string; username: string };

type Props = { recipient: GiftRecipient; onClose: () => void };

/** The gift dialog (docs/product.md#credits-gifts-and-plans): balance, the gift grid, a message, the summary, and Send. */
export default function GiftModal({ recipient, onClose }: Props) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const utils = trpc.useUtils();
  const catalogue = trpc.gifts.available.useQuery();
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [topUp, setTopUp] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // One key for this opening: a repeated click or a retry answers the first purchase instead of charging again.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const purchase = trpc.gifts.purchase.useMutation({
    onSuccess: (result) => {
      // The top bar reads the balance from `auth.me`; the server's figure replaces the cached one.
      utils.auth.me.setData(undefined, (me) => me && { ...me, credits: result.credits });
      const gift = catalogue.data?.gifts.find((offered) => offered.type === result.transaction.gift_type);
      setSent(
        format.fill(t.giftSent, {
          emoji: result.transaction.emoji,
          name: gift ? giftText(gift, format.language).name : result.transaction.gift_type,
          username: recipient.username,
          credits: result.credits,
        }),
      );
    },
    onError: (cause) => {
      setError(errorText(cause, format.language, 'somethingWentWrong'));
      // The server saw a smaller balance than the cached one (spent elsewhere): show the real figure.
      if (refusalOf(cause)?.code === 'insufficientCredits') void utils.auth.me.invalidate();
    },
  });

  const balance = user?.credits ?? 0;
  const gift = catalogue.data?.gifts.find((offered) => offered.type === selected);
  const checkout = giftCheckout(balance, gift?.value ?? null, purchase.isPending);
  const credits = (amount: number) => format.fill(t.creditsAmount, { amount });

  const choose = (type: string) => {
    setSelected(type);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!gift || !checkout.canSend) return;
    setError(null);
    purchase.mutate({
      recipient_id: recipient.id,
      gift_type: gift.type,
      message: message.trim() || undefined,
      idempotency_key: idempotencyKey,
    });
  };

  const title = fill(t.giftModalTitle, { username: recipient.username });

  if (sent) {
    return (
      <Modal title={title} onClose={onClose} closeLabel={t.close}>
        <FormSuccess message={sent} />
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            {t.close}
          </button>
        </div>
      </Modal>
    );
  }

  // +100 / +500 open the credit request form with that amount; the chosen gift and message wait.
  if (topUp !== null) {
    return (
      <Modal title={title} onClose={onClose} closeLabel={t.close}>
        <CreditRequestForm initialAmount={topUp} headingLevel={3} />
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={() => setTopUp(null)}>
            {t.giftBackToGifts}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={onClose} closeLabel={t.close}>
      <form onSubmit={onSubmit} noValidate>
        <p className="gift-balance">
          <span>{t.creditsLabel}</span>
          <strong>{credits(balance)}</strong>
        </p>

        {catalogue.isPending && <p role="status">{t.loading}</p>}
        {catalogue.isError && <FormError message={t.giftsLoadFailed} />}
        {catalogue.data && (
          <GiftGrid gifts={catalogue.data.gifts} selected={selected} onSelect={choose} disabled={purchase.isPending} />
        )}

        <TextAreaField
          id="gift-message"
          label={t.giftMessageLabel}
          value={message}
          onChange={setMessage}
          maxLength={giftMessageMax}
          rows={3}
          hint={format.fill(t.giftMessageCounter, { count: message.length, max: giftMessageMax })}
        />

        {gift && (
          <dl className="gift-summary">
            <div>
              <dt>{t.giftSummaryValue}</dt>
              <dd>{credits(gift.value)}</dd>
            </div>
            {checkout.remaining !== null && (
              <div>
                <dt>{t.giftSummaryRemaining}</dt>
                <dd>{credits(checkout.remaining)}</dd>
              </div>
            )}
          </dl>
        )}

        <div className="gift-top-up" role="group" aria-label={t.giftAddCredits}>
          <span>{t.giftAddCredits}</span>
          {topUpAmounts.map((amount) => (
            <button key={amount} type="button" className="button button--ghost" onClick={() => setTopUp(amount)}>
              {format.fill(t.giftTopUp, { amount })}
            </button>
          ))}
        </div>

        {/* One sentence at a time: the server's refusal, else a short balance seen here. */}
        <FormError
          message={
            error ??
            (checkout.shortfall &&
              refusalText({ code: 'insufficientCredits', params: checkout.shortfall }, format.language))
          }
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={!checkout.canSend}>
            {purchase.isPending ? t.giftSending : t.sendGift}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
