/** The right bar's empty column, shown while its chunk or its data loads (the page beside it keeps its width). */
export function RightBarPlaceholder() {
  return <div className="pf-rightbar" aria-hidden="true" />;
}
