import { useState, type FormEvent } from 'react';
import { Field } from '../components/Field.js';
import { FormError, FormSuccess } from '../components/FormMessage.js';
import { PageLink } from '../components/PageLink.js';
import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { errorText, refusalText, trpc } from '../trpc.js';
import { formProblems } from '../forms/formProblems.js';

export function ForgotPassword() {
  const t = useT();
  const format = useFormat();
  const forgot = trpc.auth.forgotPassword.useMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { forgotPasswordInput } = await import('../forms/authSchemas.js');
    const [problem] = formProblems(forgotPasswordInput, { email });
    if (problem) return setError(refusalText(problem, format.language));
    setError(null);
    forgot.mutate({ email }, { onError: (cause) => setError(errorText(cause, format.language, 'somethingWentWrong')) });
  };

  return (
    <section className="auth-card">
      <h1 tabIndex={-1} data-page-heading>
        {t.forgotTitle}
      </h1>
      {forgot.isSuccess ? (
        <FormSuccess message={t.forgotPasswordSent} />
      ) : (
        <>
          <p className="auth-card__subtitle">{t.forgotSubtitle}</p>
          <form onSubmit={onSubmit} noValidate>
            <Field
              id="forgot-email"
              label={t.emailLabel}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              required
            />
            <FormError message={error} />
            <button type="submit" className="button button--primary button--block" disabled={forgot.isPending}>
              {forgot.isPending ? t.sending : t.sendResetLink}
            </button>
          </form>
        </>
      )}
      <p className="auth-card__links">
        <PageLink to="login">{t.backToLogin}</PageLink>
      </p>
    </section>
  );
}
