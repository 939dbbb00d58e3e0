import { useState, type FormEvent } from 'react';
import { passwordMinLength, profileLimits, registerInput, type SelfServiceRole } from '@tasbir/shared';
import { Field } from '../components/Field.js';
import { CityField, DistrictSelect } from '../components/PlaceFields.js';
import { FormError } from '../components/FormMessage.js';
import { formProblems } from '../forms/formProblems.js';
import { PageLink } from '../components/PageLink.js';
import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { useSignIn } from '../state/useSession.js';
import { errorText, refusalText, trpc } from '../trpc.js';

export default function Register() {
  const t = useT();
  const format = useFormat();
  const signIn = useSignIn();
  const register = trpc.auth.register.useMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SelfServiceRole>('user');
  const [district, setDistrict] = useState('');
  const [city, setCity] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const photographer = role === 'photographer';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const extra = photographer ? { district, city, contact_number: contactNumber } : {};
    const input = { username, email, password, role, ...extra };
    // The server's own registration schema, first refusal first (its list of common passwords stays on the server).
    const [problem] = formProblems(registerInput, input);
    if (problem) return setError(refusalText(problem, format.language));
    setError(null);
    register.mutate(input, {
      onSuccess: signIn,
      onError: (cause) => setError(errorText(cause, format.language, 'registrationFailed')),
    });
  };

  const roles: { value: SelfServiceRole; label: string }[] = [
    { value: 'user', label: t.roleUserChoice },
    { value: 'photographer', label: t.rolePhotographerChoice },
  ];

  return (
    <section className="auth-card">
      <h1 tabIndex={-1} data-page-heading>
        {t.registerTitle}
      </h1>
      <p className="auth-card__subtitle">{t.registerSubtitle}</p>
      <form onSubmit={onSubmit} noValidate>
        <Field
          id="register-username"
          label={t.usernameLabel}
          autoComplete="username"
          value={username}
          onChange={setUsername}
          required
          maxLength={30}
        />
        <Field
          id="register-email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <Field
          id="register-password"
          label={t.passwordLabel}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          required
          hint={format.fill(t.passwordHint, { min: passwordMinLength })}
        />
        <fieldset className="role-choice">
          <legend>{t.roleLegend}</legend>
          {roles.map((option) => (
            <label key={option.value} className="role-choice__option">
              <input
                type="radio"
                name="role"
                value={option.value}
                checked={role === option.value}
                onChange={() => setRole(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {photographer && (
          <div className="field-group">
            <DistrictSelect id="register-district" label={t.districtLabel} value={district} onChange={setDistrict} />
            <CityField
              id="register-city"
              label={t.cityLabel}
              value={city}
              onChange={setCity}
              maxLength={profileLimits.city}
            />
            <Field
              id="register-contact"
              label={t.contactNumberLabel}
              type="tel"
              autoComplete="tel"
              value={contactNumber}
              onChange={setContactNumber}
              maxLength={30}
            />
          </div>
        )}
        <FormError message={error} />
        <button type="submit" className="button button--primary button--block" disabled={register.isPending}>
          {register.isPending ? t.registering : t.registerButton}
        </button>
      </form>
      <p className="auth-card__links">
        {t.haveAccount} <PageLink to="login">{t.loginLink}</PageLink>
      </p>
      <p className="auth-card__links">
        <PageLink to="home">{t.backToHome}</PageLink>
      </p>
    </section>
  );
}
