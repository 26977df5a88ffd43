import { type FetchQueryOptions, hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getRouteApi, type RegisteredRouter, type RouteById, type RouteIds, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';

/** What a route loader starts: a query, with the options its page's useQuery uses (see startQuery). */
export type Start = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => void;

/**
 * A page's search as its route keeps it, and its loader: `validateSearch` (zod; every field with a
 * default or `.catch`, so a bad or missing value opens the default view), a middleware that leaves
 * the defaults out of the address (so `?tab=settings&page=1` reads `/rewards`), and `load(view,
 * start)`, which starts the queries that view shows (startQuery) each time the search changes.
 */
export function searchOf<S extends z.ZodObject>(schema: S, load: (view: z.output<S>, start: Start) => void) {
  const defaults = schema.parse({}) as Partial<z.output<S>>;
  return {
    validateSearch: schema,
    search: { middlewares: [stripSearchParams<z.output<S>>(defaults)] },
    loaderDeps: ({ search }: { search: z.output<S> }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: z.output<S> }) =>
      load(deps, (options) => startQuery(context.queryClient, options)),
  };
}

/** The router reads `?member=7` as the number 7; a filter typed by hand stays the text it was. */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/**
 * A filter kept in the address from a field of a query schema (usually the server's own, contract/):
 * absent, or a value the schema refuses, means "any" (absent) instead of an error page.
 */
export const keep = <T extends z.ZodType>(field: T) => z.preprocess(asText, field.optional()).catch(undefined);

/** The same with the view's own default (a sort column, a direction, a status the page opens on). */
export function keepOr<T extends z.ZodType>(field: T, fallback: NonNullable<z.output<T>>): z.ZodType<NonNullable<z.output<T>>> {
  // The fallback goes in before the field reads it: a field's own default (the server's) must not win.
  return z
    .preprocess((v) => asText(v) ?? fallback, field)
    .transform((v) => v ?? fallback)
    .catch(() => fallback as Awaited<NonNullable<z.output<T>>>);
}

/** A page number (1 when absent or bad). */
export const pageNumber = () => z.coerce.number().int().min(1).max(10_000).default(1).catch(1);
/** An id in the address (a record opened in place); absent when not given or bad. */
export const idParam = () => z.coerce.number().int().min(1).optional().catch(undefined);
/** One of a few fixed values (a tab), `fallback` when absent or bad. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).default(fallback).catch(fallback);

/**
 * A route loader's start of its page's primary query, with the options the page's useQuery uses:
 * the data is asked while the page's code loads, not after. The loader does not wait for it: the
 * page shows its own loading state and a failure with retry (a 401 goes to sign-in from the HTTP client).
 */
export function startQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): void {
  const now = Date.now();
  for (const [hash, at] of started) if (now - at > JUST_LOADED_MS) started.delete(hash);
  started.set(hashKey(options.queryKey), now);
  void queryClient.ensureQueryData(options).catch(() => undefined);
}

/** When a route loader last started each query (by its hash). */
const started = new Map<string, number>();
/** How long after its loader started it a page mounting takes a query's answer as it is. */
export const JUST_LOADED_MS = 2_000;

/**
 * Whether a page mounting should ask again for what it shows: not when its route's loader started
 * that query moments ago (the answer is that fresh, or still on its way); otherwise when stale.
 */
export const refetchOnMount = (query: Query) => {
  const at = started.get(query.queryHash);
  return at === undefined || Date.now() - at > JUST_LOADED_MS;
};

type Tree = RegisteredRouter['routeTree'];
/** A back-office route's id ('/shell/members'). */
export type AdminRouteId = RouteIds<Tree>;
/** A route's search as its validateSearch answers it. */
export type SearchOf<Id extends AdminRouteId> = RouteById<Tree, Id>['types']['fullSearchSchema'];

/**
 * A page's view from its route's search, typed by the route (`useView('/shell/members')`), and
 * `set(patch)`, which writes a change to the address in place (filters are not history steps).
 */
export function useView<const Id extends AdminRouteId>(id: Id): [SearchOf<Id>, (patch: Partial<SearchOf<Id>>) => void] {
  const search = getRouteApi(id).useSearch() as SearchOf<Id>;
  const navigate = useNavigate();
  const set = useCallback(
    (patch: Partial<SearchOf<Id>>) => void navigate({ to: '.', replace: true, search: (prev: object) => ({ ...prev, ...patch }) }),
    [navigate],
  );
  return [search, set];
}
