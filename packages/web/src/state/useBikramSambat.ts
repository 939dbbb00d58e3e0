import { useEffect, useState } from 'react';
import type { formatBikramSambat } from '@tasbir/shared/bikramSambat';

type FormatBikramSambat = typeof formatBikramSambat;

let loaded: FormatBikramSambat | undefined;

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
    void import('@tasbir/shared/bikramSambat').then((module) => {
      loaded = module.formatBikramSambat;
      if (mounted) setFormat(() => module.formatBikramSambat);
    });
    return () => {
      mounted = false;
    };
  }, [format]);
  return format;
}
