/** The fields of a query's result that `loadingOf` reads (what `selectFromResult` is given). */
export interface QueryLoadFields {
  data?: unknown;
  isLoading: boolean;
  isUninitialized: boolean;
}

/**
 * Whether a query is loading, as its hook tells it by default: a call not yet started (the first render of a
 * query that is not skipped) counts as loading. A `selectFromResult` of one's own replaces that default, so a
 * component that picks its fields with one (to render only when they change) reads its loading state
 * through this.
 */
export const loadingOf = ({ data, isLoading, isUninitialized }: QueryLoadFields): boolean =>
  isLoading || (isUninitialized && data === undefined);

/**
 * For `selectFromResult`: a query's data and its loading state (`loadingOf`), nothing else, so a component
 * renders again when one of them changes and not at each state of a refetch that brings the same data.
 */
export const dataAndLoadingOf = <T>(result: QueryLoadFields & { data?: T }) => ({
  data: result.data,
  isLoading: loadingOf(result),
});
