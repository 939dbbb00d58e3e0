import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'search';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  /** For dates: the earliest one offered (YYYY-MM-DD). */
  min?: string;
  placeholder?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
};

/** A labelled text input; the hint is tied to it with aria-describedby. */
export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  hint,
  maxLength,
  min,
  placeholder,
  list,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        min={min}
        placeholder={placeholder}
        list={list}
        aria-describedby={hintId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
