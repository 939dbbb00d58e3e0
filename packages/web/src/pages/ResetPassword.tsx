import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { passwordMinLength, resetPasswordInput } from '@tasbir/shared';
import { Field } from '../components/Field.js';
import { FormError, FormSuccess } from '../components/FormMessage.js';
import { formProblems } from '../forms/formProblems.js';
import { PageLink } from '../components/PageLink.js';
import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { resetTokenAtom, useNavigate } from '../state/navigation.js';
import { errorText, refusalText, trpc } from '../trpc.js';

/** After a successful reset the login page opens after 3000 ms (docs/product.md#accounts). */
const loginRedirectMs = 3000;

export default function ResetPassword() {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const [token, setToken] = useAtom(resetTokenAtom);
  const reset = trpc.auth.resetPassword.useMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('login'), loginRedirectMs);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return setError(t.invalidResetToken);
    // The confirmation is the form's own (the server never sees it); the password's rules are the server's schema.
    if (password !== confirm) return setError(t.passwordsDoNotMatch);
    const [problem] = formProblems(resetPasswordInput, { token, password });
    if (problem) return setError(refusalText(problem, format.language));
    setError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => setToken(null),
        onError: (cause) => setError(errorText(cause, format.language, 'invalidResetToken')),
      },
    );
  };

  let body;
  if (reset.isSuccess) {
    body = (
      <>
        <FormSuccess message={t.passwordResetDone} />
        <p className="auth-card__subtitle">{t.redirectingToLogin}</p>
      </>
    );
  } else if (!token) {
    body = (
      <>
        <FormError message={t.resetNoToken} />
        <PageLink to="forgot-password" className="button button--primary button--block">
          {t.requestNewLink}
        </PageLink>
      </>
    );
  } else {
    body = (
      <>
        <p className="auth-card__subtitle">{t.resetSubtitle}</p>
        <form onSubmit={onSubmit} noValidate>
          <Field
            id="reset-password"
            label={t.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            required
            hint={format.fill(t.passwordHint, { min: passwordMinLength })}
          />
          <Field
            id="reset-confirm"
            label={t.confirmPasswordLabel}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            required
          />
          <FormError message={error} />
          <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
            {reset.isPending ? t.resetting : t.resetButton}
          </button>
        </form>
      </>
    );
  }

  return (
    <section className="auth-card">
      <h1 tabIndex={-1} data-page-heading>
        {t.resetTitle}
      </h1>
      {body}
      <p className="auth-card__links">
        <PageLink to="login">{t.backToLogin}</PageLink>
      </p>
    </section>
  );
}
