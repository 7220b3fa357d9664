/*
 * The two glyphs every unit of the program draws (some 30 of each on the page): plain SVG in the
 * text's colour, not the component library's icons, whose styled wrapper cost a slow phone render
 * time per copy (docs/decisions/0006).
 */

/** The unit's open/closed marker: a chevron pointing down (turned up by the CSS when open). */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6.5 9.5 12 15l5.5-5.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Jump ahead: two triangles pointing right. */
export function JumpAhead() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6.5v11l7.5-5.5zM12.5 6.5v11L20 12z" fill="currentColor" stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
    </svg>
  );
}
