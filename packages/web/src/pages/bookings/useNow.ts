import { useEffect, useState } from 'react';

/** The time now, again every `everyMs`: a countdown on screen stays within that of the truth. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
