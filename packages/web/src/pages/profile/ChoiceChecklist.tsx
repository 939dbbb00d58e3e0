import { withChoice } from './portfolioForm.js';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  legend: string;
  options: readonly Option<T>[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
};

/** A labelled group of check boxes over a fixed list; the chosen values keep the list's order. */
export function ChoiceChecklist<T extends string>({ legend, options, chosen, onChange }: Props<T>) {
  const values = options.map((option) => option.value);
  return (
    <fieldset className="choice-checklist">
      <legend>{legend}</legend>
      <div className="choice-checklist__options">
        {options.map((option) => (
          <label key={option.value} className="choice-checklist__option">
            <input
              type="checkbox"
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => onChange(withChoice(values, chosen, option.value, event.target.checked))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
