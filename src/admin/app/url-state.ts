import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

type UrlValue = string | number;

/**
 * A page's filters, sort and page number kept in the address (`?status=pending&sort=amount&page=2`),
 * so a reload, the back button or a link sent to a colleague opens the same view. Each key's default
 * gives its type (a number default reads the address as a number) and is left out of the address.
 */
export function useUrlState<T extends Record<string, UrlValue>>(defaults: T): [T, (patch: Partial<T>) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  // The defaults are a literal at the call site: their values, not their identity, matter.
  const key = JSON.stringify(defaults);
  const state = useMemo(() => {
    const defaults = JSON.parse(key) as T;
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      const raw = search[key];
      if (raw === undefined || raw === null || raw === '') continue;
      if (typeof defaults[key] === 'number') {
        const n = Number(raw);
        if (Number.isFinite(n)) out[key] = n as T[typeof key];
      } else out[key] = String(raw) as T[typeof key];
    }
    return out;
  }, [search, key]);
  const set = useCallback(
    (patch: Partial<T>) => {
      const defaults = JSON.parse(key) as T;
      void navigate({
        to: '.' as never,
        replace: true,
        search: ((prev: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...prev, ...patch };
          for (const key of Object.keys(patch)) {
            if (next[key] === defaults[key] || next[key] === '' || next[key] === undefined) delete next[key];
          }
          return next;
        }) as never,
      });
    },
    [navigate, key],
  );
  return [state, set];
}
