import { useAtom } from 'jotai';
import { loadTexts, useT } from '../i18n.js';
import { languageAtom, type Language } from '../state/language.js';

/** English / नेपाली, remembered in localStorage. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const [language, setLanguage] = useAtom(languageAtom);
  const options: { value: Language; label: string }[] = [
    { value: 'en', label: t.languageEnglish },
    { value: 'ne', label: t.languageNepali },
  ];
  return (
    <div className={`language-switch ${className}`} role="group" aria-label={t.languageLabel}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          aria-pressed={language === option.value}
          // The page changes language once its sentences are here, in one step.
          onClick={() => {
            const choose = () => setLanguage(option.value);
            loadTexts(option.value).then(choose, choose);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
