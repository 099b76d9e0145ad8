import { useEffect } from 'react';

/**
 * Calls `reload` every `seconds` (off when 0 or missing), e.g. for the `refresh` attribute.
 * @example
 * useRefresh(reload, refresh);
 */
export function useRefresh(reload: () => void, seconds: number | undefined): void {
  useEffect(() => {
    if (!seconds || !Number.isFinite(seconds) || seconds <= 0) return;
    const timer = setInterval(reload, Math.max(5, seconds) * 1000);
    return () => clearInterval(timer);
  }, [reload, seconds]);
}
