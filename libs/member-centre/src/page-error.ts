/**
 * The text to show for a failed call of a lazily loaded page: the translated message every failed call
 * carries (api-client's ApiError), else `fallback`. The same rule as api-client's `errorMessage`, kept here
 * so that a page of its own chunk imports nothing of the chunks the home route loads: one more importer of
 * api-error splits it out of them into a file of its own on the first download.
 */
export function pageErrorText(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && Array.isArray((error as { fields?: unknown }).fields)
    ? message
    : fallback;
}
