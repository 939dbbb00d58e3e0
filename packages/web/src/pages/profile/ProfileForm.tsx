import { useId, useState, type FormEvent } from 'react';
import { profileLimits, type User } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { CityField, DistrictSelect } from '../../components/PlaceFields.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { ProfilePictureField } from './ProfilePictureField.js';
import {
  profileFormFrom,
  profileProblem,
  profileProblemText,
  profileSaveInput,
  type ProfileFieldName,
  type ProfileFormState,
} from './profileForm.js';
import './profile.css';

type Props = {
  /** The signed-in user, whose profile the form edits. */
  user: User;
  /** Shows a Cancel button beside Save (the settings dialog closes with it). */
  onCancel?: () => void;
};

/**
 * Edit Profile (docs/product.md#accounts): the picture (uploaded as soon as it is chosen), then
 * username, bio, location, district, city and contact number. Checked with the server's own schema
 * first; the saved answer becomes the session's user, so the top bar shows a new name at once.
 */
export function ProfileForm({ user, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const update = trpc.auth.updateProfile.useMutation();
  const idPrefix = useId();
  const [form, setForm] = useState<ProfileFormState>(() => profileFormFrom(user));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const fieldId = (name: ProfileFieldName) => `${idPrefix}-${name}`;
  const labels: Record<ProfileFieldName, string> = {
    username: t.usernameLabel,
    bio: t.profileBioLabel,
    location: t.profileLocationLabel,
    district: t.districtLabel,
    city: t.cityLabel,
    contact_number: t.contactNumberLabel,
  };
  const change = (name: ProfileFieldName) => (value: string) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setSaved(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const input = profileSaveInput(form);
    const problem = profileProblem(input);
    if (problem) {
      setError(profileProblemText(problem, t, labels[problem.field]));
      document.getElementById(fieldId(problem.field))?.focus();
      return;
    }
    setError(null);
    update.mutate(input, {
      onSuccess: (updated) => {
        utils.auth.me.setData(undefined, updated);
        // The name, place and bio also show on directory cards, boards and media cards.
        void utils.photographers.invalidate();
        void utils.leaderboard.invalidate();
        void utils.photos.invalidate();
        void utils.reels.invalidate();
        setForm(profileFormFrom(updated));
        setSaved(true);
      },
      onError: (cause) => setError(errorText(cause, format.language, 'profileUpdateFailed')),
    });
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate>
      <ProfilePictureField user={user} />
      <Field
        id={fieldId('username')}
        label={labels.username}
        autoComplete="username"
        value={form.username}
        onChange={change('username')}
        required
        maxLength={30}
      />
      <TextAreaField
        id={fieldId('bio')}
        label={labels.bio}
        value={form.bio}
        onChange={change('bio')}
        maxLength={profileLimits.bio}
        hint={format.fill(t.charactersUpTo, { max: profileLimits.bio })}
      />
      <Field
        id={fieldId('location')}
        label={labels.location}
        value={form.location}
        onChange={change('location')}
        maxLength={profileLimits.location}
        hint={t.profileLocationHint}
      />
      <div className="profile-form__pair">
        <DistrictSelect
          id={fieldId('district')}
          label={labels.district}
          value={form.district}
          onChange={change('district')}
        />
        <CityField
          id={fieldId('city')}
          label={labels.city}
          value={form.city}
          onChange={change('city')}
          maxLength={profileLimits.city}
        />
      </div>
      <Field
        id={fieldId('contact_number')}
        label={labels.contact_number}
        type="tel"
        autoComplete="tel"
        value={form.contact_number}
        onChange={change('contact_number')}
        maxLength={profileLimits.contact_number}
      />
      <FormError message={error} />
      <FormSuccess message={saved ? t.profileUpdated : null} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t.saving : t.saveProfile}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
