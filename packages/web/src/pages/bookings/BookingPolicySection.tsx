import { useState, type FormEvent } from 'react';
import { bookingPolicyLimits, type BookingPolicy } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { FormError } from '../../components/FormMessage.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { WholeNumberField } from '../../components/WholeNumberField.js';
import { useFormat } from '../../useFormat.js';
import { errorText, refusalText, trpc } from '../../trpc.js';
import { useT } from '../../i18n.js';
import { draftPolicy, policyDraftOf, policyProblems, type PolicyDraft } from './policyForm.js';
import { usePolicyT } from './policyText.js';
import { PolicyWords } from './PolicySummary.js';
import { PolicyTierFields } from './PolicyTierFields.js';

/** The form, mounted once the saved policy (or the default) is known, so it starts from it. */
function BookingPolicyForm({ photographerId, saved }: { photographerId: string; saved: BookingPolicy }) {
  const t = usePolicyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<PolicyDraft>(() => policyDraftOf(saved));
  const { notice, succeeded, failed } = useActionNotice();
  const update = trpc.bookingPolicies.update.useMutation({
    onSuccess: (policy) => {
      utils.bookingPolicies.byPhotographer.setData({ photographer_id: photographerId }, policy);
      succeeded(t.bookingPolicySaved);
    },
    onError: (error) =>
      failed(format.fill(t.bookingPolicySaveFailed, { detail: errorText(error, format.language, 'unknownError') })),
  });
  const preview = draftPolicy(draft);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const problem = policyProblems(draft)[0];
    if (problem) failed(refusalText(problem, format.language));
    // Passed the server's own schema, so every field is a whole number.
    else if (preview) update.mutate(preview);
  };

  return (
    <form className="policy-form" noValidate onSubmit={submit}>
      <fieldset className="policy-form__fields" disabled={update.isPending}>
        <WholeNumberField
          id="policy-advance"
          label={t.bookingPolicyAdvanceLabel}
          value={draft.advance}
          onChange={(advance) => setDraft((current) => ({ ...current, advance }))}
          min={0}
          max={bookingPolicyLimits.advanceMaxPercent}
          hint={format.fill(t.bookingPolicyAdvanceHint, { max: bookingPolicyLimits.advanceMaxPercent })}
          required
        />
        <PolicyTierFields tiers={draft.tiers} onChange={(tiers) => setDraft((current) => ({ ...current, tiers }))} />
      </fieldset>
      <section className="policy-form__preview" aria-labelledby="policy-preview-title">
        <h3 id="policy-preview-title">{t.bookingPolicyPreviewTitle}</h3>
        <div aria-live="polite">
          {preview ? <PolicyWords policy={preview} /> : <p className="note">{t.bookingPolicyPreviewIncomplete}</p>}
        </div>
      </section>
      <ActionNoticeLine notice={notice} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t.bookingPolicySaving : t.bookingPolicySave}
        </button>
      </div>
    </form>
  );
}

/** The Bookings tab's booking policy: the advance and the refund tiers clients read before booking. */
export function BookingPolicySection({ photographerId }: { photographerId: string }) {
  const t = useT();
  const policyT = usePolicyT();
  const policy = trpc.bookingPolicies.byPhotographer.useQuery({ photographer_id: photographerId });
  return (
    <section className="booking-policy" aria-labelledby="booking-policy-title">
      <h2 id="booking-policy-title">{policyT.bookingPolicyTitle}</h2>
      <p className="note">{policyT.bookingPolicyIntro}</p>
      {policy.isPending && <p role="status">{t.loading}</p>}
      {policy.isError && <FormError message={policyT.bookingPolicyLoadFailed} />}
      {policy.data && <BookingPolicyForm photographerId={photographerId} saved={policy.data} />}
    </section>
  );
}
