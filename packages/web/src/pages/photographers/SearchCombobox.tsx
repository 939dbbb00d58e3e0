import { keepPreviousData } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '@tasbir/shared';
import { countText } from '../../rating.js';
import { usePlaceText } from '../../state/usePlaceText.js';
import { trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { useDebouncedValue } from './directoryQuery.js';
import { useSuggestT, type SuggestT } from './suggestText.js';
import './searchCombobox.css';

type Props = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  /** A suggestion chosen with Enter or a click. */
  onPick: (suggestion: Suggestion) => void;
  /** Enter with no suggestion highlighted: search the text as typed, now. */
  onSubmit: () => void;
};

/** The pause after the last keystroke before suggestions are asked for. */
const suggestDelayMs = 150;

const typeLabel = (st: SuggestT, type: Suggestion['type']) =>
  ({ place: st.suggestTypePlace, specialty: st.suggestTypeSpecialty, photographer: st.suggestTypePhotographer })[type];

/** A lone suggestion that is the text as typed completes nothing (a username typed in full): the list stays shut. */
const completesNothing = (suggestions: readonly Suggestion[], typed: string) =>
  suggestions.length === 1 &&
  [suggestions[0]?.value, suggestions[0]?.label, suggestions[0]?.label_ne].some(
    (text) => text?.toLowerCase() === typed.toLowerCase(),
  );

/**
 * The directory's search box as an ARIA 1.2 combobox (docs/decisions/022-search-suggest.md): as one
 * types it offers places, specialties and photographers from `search.suggest`; arrow keys move,
 * Enter picks (or searches the text when nothing is highlighted), Escape closes, and a polite
 * status says how many suggestions there are.
 */
export function SearchCombobox({ id, label, placeholder, value, maxLength, onChange, onPick, onSubmit }: Props) {
  const st = useSuggestT();
  const { language } = useFormat();
  const placeText = usePlaceText();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const asked = useDebouncedValue(typed, suggestDelayMs);
  // Answers are kept by the text they answer: one to an older text, arriving late, never replaces the newer one's.
  const answer = trpc.search.suggest.useQuery(
    { q: asked },
    { enabled: open && asked !== '', placeholderData: keepPreviousData, staleTime: 60_000, retry: false },
  );
  const suggestions = typed === '' ? [] : (answer.data?.suggestions ?? []);
  const expanded = open && suggestions.length > 0 && !completesNothing(suggestions, typed);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const highlighted = expanded && active >= 0 && active < suggestions.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: Suggestion) => {
    close();
    onPick(suggestion);
  };
  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      setActive(-1);
      return;
    }
    const count = suggestions.length;
    setActive(highlighted < 0 ? (step === 1 ? 0 : count - 1) : (highlighted + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = highlighted >= 0 ? suggestions[highlighted] : undefined;
      if (chosen) pick(chosen);
      else {
        close();
        onSubmit();
      }
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a search field's own Escape would also empty the text.
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="field combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul className="combobox__list" id={listId} role="listbox" aria-label={st.suggestListLabel} hidden={!expanded}>
        {expanded &&
          suggestions.map((suggestion, index) => {
            const name = language === 'ne' ? suggestion.label_ne : suggestion.label;
            const other = language === 'ne' ? suggestion.label : suggestion.label_ne;
            const isPhotographer = suggestion.type === 'photographer';
            return (
              <li
                key={`${suggestion.type}-${suggestion.id ?? suggestion.value}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                className={`combobox__option combobox__option--${suggestion.type}`}
                // Keeps the focus in the box, so the click is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                <span className="combobox__name" lang={isPhotographer ? '' : undefined}>
                  {name}
                </span>
                {isPhotographer
                  ? suggestion.city && <span className="combobox__other">{placeText(suggestion.city)}</span>
                  : other !== name && (
                      <span className="combobox__other" lang={language === 'ne' ? 'en' : 'ne'}>
                        {other}
                      </span>
                    )}
                <span className="combobox__type">{typeLabel(st, suggestion.type)}</span>
              </li>
            );
          })}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? countText(suggestions.length, st.suggestCountOne, st.suggestCount, language) : ''}
      </p>
    </div>
  );
}
