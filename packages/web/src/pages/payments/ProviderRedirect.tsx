import { useEffect, useRef, type Ref } from 'react';
import type { PaymentProvider, PaymentRedirect } from '@tasbir/shared';
import { PageLink } from '../../components/PageLink.js';
import { useFormat } from '../../useFormat.js';
import { providerName } from './paymentText.js';
import { useLazyT } from '../lazyTexts.js';

/** A started payment on its way to the wallet. */
export type StartedPayment = { paymentId: string; provider: PaymentProvider; redirect: PaymentRedirect };

/** The form eSewa takes a payment by: posted to its address with every signed field as a hidden input. */
export function ProviderForm({
  url,
  fields,
  formRef,
}: {
  url: string;
  fields: Record<string, string>;
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    <form ref={formRef} method="post" action={url} hidden>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/**
 * Sends the browser to the wallet: eSewa by posting its form, Khalti by going to its payment page.
 * Says so meanwhile, with a link to the payment's own page in case the browser stays (or comes back).
 */
export function ProviderRedirect({ started }: { started: StartedPayment }) {
  const t = useLazyT();
  const format = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const { redirect } = started;

  useEffect(() => {
    // Once only: a second submit would start the wallet's checkout twice.
    if (sent.current) return;
    sent.current = true;
    if (redirect.method === 'POST') formRef.current?.submit();
    else window.location.assign(redirect.url);
  }, [redirect]);

  return (
    <div className="provider-redirect">
      <p role="status">{format.fill(t.payRedirecting, { provider: providerName(started.provider, t) })}</p>
      <PageLink to={{ page: 'payments', paymentId: started.paymentId }}>{t.payRedirectStuck}</PageLink>
      {redirect.method === 'POST' && <ProviderForm url={redirect.url} fields={redirect.fields} formRef={formRef} />}
    </div>
  );
}
