import { useState, type FormEvent } from 'react';
import { Field } from '../components/Field.js';
import { FormError } from '../components/FormMessage.js';
import { PageLink } from '../components/PageLink.js';
import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { readDeviceToken } from '../state/deviceTokens.js';
import { useSignIn } from '../state/useSession.js';
import { errorText, refusalText, trpc } from '../trpc.js';
import { formProblems } from '../forms/formProblems.js';

export function Login() {
  const t = useT();
  const format = useFormat();
  const signIn = useSignIn();
  const login = trpc.auth.login.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { loginInput } = await import('../forms/authSchemas.js');
    const [problem] = formProblems(loginInput, { email, password });
    if (problem) return setError(refusalText(problem, format.language));
    setError(null);
    login.mutate(
      { email, password, device_token: readDeviceToken(email) },
      { onSuccess: signIn, onError: (cause) => setError(errorText(cause, format.language, 'loginFailed')) },
    );
  };

  return (
    <section className="auth-card">
      <h1 tabIndex={-1} data-page-heading>
        {t.loginTitle}
      </h1>
      <p className="auth-card__subtitle">{t.loginSubtitle}</p>
      <form onSubmit={onSubmit} noValidate>
        <Field
          id="login-email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <Field
          id="login-password"
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <FormError message={error} />
        <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
          {login.isPending ? t.loggingIn : t.loginButton}
        </button>
      </form>
      <p className="auth-card__links">
        <PageLink to="forgot-password">{t.forgotPasswordLink}</PageLink>
      </p>
      <p className="auth-card__links">
        {t.noAccount} <PageLink to="register">{t.signUpLink}</PageLink>
      </p>
      <p className="auth-card__links">
        <PageLink to="home">{t.backToHome}</PageLink>
      </p>
    </section>
  );
}
