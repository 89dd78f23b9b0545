import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time now, renewed every minute: what is past and which day is today follow the clock. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
