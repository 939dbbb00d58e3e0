import { useId } from 'react';
import type { BookingPolicy } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { policyText, usePolicyT } from './policyText.js';

/** A policy's plain words in the reader's language. */
export function PolicyWords({ policy }: { policy: BookingPolicy }) {
  const format = useFormat();
  return <p className="policy-text">{policyText(policy, format.language)}</p>;
}

type Props = { photographerId: string; headingLevel: 'h3' | 'h4' };

/** A photographer's booking policy in plain words, read before anyone commits (the portfolio, the booking form). */
export function PolicySummary({ photographerId, headingLevel: Heading }: Props) {
  const t = useT();
  const policyT = usePolicyT();
  const policy = trpc.bookingPolicies.byPhotographer.useQuery({ photographer_id: photographerId });
  // The portfolio and the booking form over it may both show one photographer's policy.
  const titleId = useId();
  return (
    <section className="policy-summary" aria-labelledby={titleId}>
      <Heading id={titleId}>{policyT.bookingPolicyShownTitle}</Heading>
      {policy.isPending && <p role="status">{t.loading}</p>}
      {policy.isError && <FormError message={policyT.bookingPolicyLoadFailed} />}
      {policy.data && <PolicyWords policy={policy.data} />}
    </section>
  );
}
