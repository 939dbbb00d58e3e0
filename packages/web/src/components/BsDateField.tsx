import { useAtomValue } from 'jotai';
import type { ChangeEvent } from 'react';
import { fill, useT } from '../i18n.js';
import { languageAtom } from '../state/language.js';
import { useBikramSambat } from '../state/useBikramSambat.js';
import './bsDateField.css';

type Props = {
  id: string;
  label: string;
  /** The chosen date, YYYY-MM-DD, or blank. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest dates offered (YYYY-MM-DD). */
  min?: string;
  max?: string;
  required?: boolean;
  /** A plain note under the field. */
  note?: string;
  /** What is wrong with the chosen date; announced as it appears and marks the input invalid. */
  problem?: string | null;
};

/**
 * A labelled date input with the chosen date's Bikram Sambat twin beside it, in the current
 * language ("BS: 1 Baisakh 2081" / "वि.सं. १ बैशाख २०८१"): Nepali dates are usually agreed in BS.
 * The BS date, the note and the problem describe the input (aria-describedby).
 */
export function BsDateField({ id, label, value, onChange, min, max, required, note, problem }: Props) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const formatBikramSambat = useBikramSambat();
  const bsDate = value && formatBikramSambat ? formatBikramSambat(value, language) : '';
  const bsId = `${id}-bs`;
  const noteId = `${id}-note`;
  const problemId = `${id}-problem`;
  const describedBy = [bsDate && bsId, note && noteId, problem && problemId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field bs-date-field">
      <label htmlFor={id}>{label}</label>
      <div className="bs-date-field__row">
        <input
          id={id}
          name={id}
          type="date"
          value={value}
          min={min}
          max={max}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
        <span id={bsId} className="bs-date-field__bs" aria-live="polite">
          {bsDate && fill(t.bsDateOf, { date: bsDate })}
        </span>
      </div>
      {note && (
        <p className="field-hint" id={noteId}>
          {note}
        </p>
      )}
      {problem && (
        <p className="bs-date-field__problem" id={problemId} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
