import { useEffect, useState } from 'react';
import type { formatBikramSambat } from '@tasbir/shared/bikramSambat';

type FormatBikramSambat = typeof formatBikramSambat;

let loaded: FormatBikramSambat | undefined;

/** Fetches the Bikram Sambat formatter once; every field that shows a BS date has it from then on. */
export async function loadBikramSambat(): Promise<FormatBikramSambat> {
  loaded ??= (await import('@tasbir/shared/bikramSambat')).formatBikramSambat;
  return loaded;
}

/**
 * The Bikram Sambat formatter, fetched the first time a page needs it: its calendar tables stay out
 * of the script every visitor loads first (the directory's date filter is on an eager page).
 * Undefined until it has arrived.
 */
export function useBikramSambat(): FormatBikramSambat | undefined {
  const [format, setFormat] = useState<FormatBikramSambat | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let mounted = true;
    void loadBikramSambat().then((formatter) => {
      if (mounted) setFormat(() => formatter);
    });
    return () => {
      mounted = false;
    };
  }, [format]);
  return format;
}
