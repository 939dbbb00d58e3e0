import type { ChangeEvent } from 'react';
import './choiceFields.css';

type Option<T extends string> = { value: T; label: string };

type SelectProps<T extends string> = {
  id: string;
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  required?: boolean;
  autoComplete?: string;
};

/** A labelled drop-down of fixed choices. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  required,
  autoComplete,
}: SelectProps<T>) {
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = options.find((option) => option.value === event.target.value);
    if (picked) onChange(picked.value);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} value={value} required={required} autoComplete={autoComplete} onChange={onSelect}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type TextAreaProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  hint?: string;
  rows?: number;
};

/** A labelled multi-line text box; the hint is tied to it with aria-describedby. */
export function TextAreaField({ id, label, value, onChange, maxLength, hint, rows = 4 }: TextAreaProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
