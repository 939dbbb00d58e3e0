import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint: string;
  required?: boolean;
  /** Classes beside `field`. */
  className?: string;
};

/** A labelled whole-number input (credits, amounts) with its bounds, and a hint tied to it with aria-describedby. */
export function WholeNumberField({ id, label, value, onChange, min, max, hint, required, className }: Props) {
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required={required}
        value={value}
        aria-describedby={hintId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <p className="field-hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
