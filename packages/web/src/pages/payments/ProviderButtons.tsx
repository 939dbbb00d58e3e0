import type { PaymentProvider } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { providerName } from './paymentText.js';
import { useLazyT } from '../lazyTexts.js';

/** Which wallets the server takes changes only with its settings: asked once in a while. */
const providersStaleMs = 5 * 60_000;

/** The wallets this server takes payments through (`payments.providers`); only these get a button. */
export function useOfferedProviders() {
  const offered = trpc.payments.providers.useQuery(undefined, { staleTime: providersStaleMs });
  return { providers: offered.data?.providers ?? [], loading: offered.isPending };
}

type Props = { providers: readonly PaymentProvider[]; disabled: boolean; onPay: (provider: PaymentProvider) => void };

/** "Pay with eSewa", "Pay with Khalti": one button per wallet offered; the first one also answers Enter. */
export function ProviderButtons({ providers, disabled, onPay }: Props) {
  const t = useLazyT();
  const format = useFormat();
  return (
    <div className="button-row">
      {providers.map((provider, index) => (
        <button
          key={provider}
          type={index === 0 ? 'submit' : 'button'}
          className={`button button--primary pay-button pay-button--${provider}`}
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault();
            onPay(provider);
          }}
        >
          {format.fill(t.payWith, { provider: providerName(provider, t) })}
        </button>
      ))}
    </div>
  );
}
