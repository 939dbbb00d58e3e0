import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { placeText } from '@tasbir/shared';
import { languageAtom } from './language.js';

type PlaceText = typeof placeText;

let loaded: PlaceText | undefined;

/**
 * A place as stored ("Pokhara", "Pokhara, Kaski") in the chosen language. English shows it as
 * written; Nepali names come with the place table, fetched the first time Nepali needs it (cards
 * and filters are on eager pages), and until it arrives the place shows as written.
 */
export function usePlaceText(): (text: string) => string {
  const language = useAtomValue(languageAtom);
  const [translate, setTranslate] = useState<PlaceText | undefined>(() => loaded);
  useEffect(() => {
    if (language === 'en' || translate) return;
    let mounted = true;
    void import('../places/placeTable.js').then((module) => {
      loaded = module.placeText;
      if (mounted) setTranslate(() => module.placeText);
    });
    return () => {
      mounted = false;
    };
  }, [language, translate]);
  return useCallback(
    (text: string) => (language === 'en' || !translate ? text : translate(text, language)),
    [language, translate],
  );
}
