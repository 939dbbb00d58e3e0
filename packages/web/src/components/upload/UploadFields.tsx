import { useId } from 'react';
import type { MediaKind } from '@tasbir/shared';
import { SelectField, TextAreaField } from '../ChoiceFields.js';
import { Field } from '../Field.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { categoryText } from '../media/mediaText.js';
import { acceptedTypes, type PhotoCategory } from './uploadRules.js';

export type UploadDraft = { title: string; description: string; category: PhotoCategory; location: string };

type Props = {
  kind: MediaKind;
  draft: UploadDraft;
  onChange: (draft: UploadDraft) => void;
  onFile: (file: File | null) => void;
  categories: readonly PhotoCategory[];
  maxFileMb: number;
};

/** Title, description, category (photos), location and the file (docs/product.md#photos-and-reels). */
export function UploadFields({ kind, draft, onChange, onFile, categories, maxFileMb }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const fileId = `${id}-file`;
  const set =
    <K extends keyof UploadDraft>(key: K) =>
    (value: UploadDraft[K]) =>
      onChange({ ...draft, [key]: value });
  return (
    <>
      <Field
        id={`${id}-title`}
        label={t.uploadTitleLabel}
        value={draft.title}
        onChange={set('title')}
        required
        maxLength={120}
      />
      <TextAreaField
        id={`${id}-description`}
        label={t.uploadDescriptionLabel}
        value={draft.description}
        onChange={set('description')}
        maxLength={2000}
        rows={3}
      />
      {kind === 'photo' && (
        <SelectField
          id={`${id}-category`}
          label={t.uploadCategoryLabel}
          value={draft.category}
          options={categories.map((category) => ({ value: category, label: categoryText(category, t) }))}
          onChange={set('category')}
        />
      )}
      <Field
        id={`${id}-location`}
        label={t.uploadLocationLabel}
        value={draft.location}
        onChange={set('location')}
        maxLength={120}
        autoComplete="off"
      />
      <div className="field">
        <label htmlFor={fileId}>{kind === 'photo' ? t.uploadImageLabel : t.uploadVideoLabel}</label>
        <input
          id={fileId}
          name="file"
          type="file"
          required
          accept={acceptedTypes[kind].join(',')}
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <p className="field-hint" id={`${fileId}-hint`}>
          {format.fill(kind === 'photo' ? t.uploadImageHint : t.uploadVideoHint, { mb: maxFileMb })}
        </p>
      </div>
    </>
  );
}
