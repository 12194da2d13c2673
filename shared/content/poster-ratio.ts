/**
 * The average proportions (width over height) of the carousel's posters. The projects
 * carousel sizes its tiles so that PROJECTS_VISIBLE posters of these proportions fill its
 * window; the stylesheet gets the same number from a generated rule
 * (shared/content/generated/carousels.css, written by scripts/generate-content.ts), so the
 * carousel has its final layout from the first paint instead of after hydration.
 */
import type { Poster } from './types.js';

function averagePosterRatio(posters: readonly Poster[]): number {
  if (posters.length === 0) return 1;
  return posters.reduce((sum, poster) => sum + poster.image.width / poster.image.height, 0) / posters.length;
}

/** The ratio as the generated rule writes it (and as the component uses it): four decimals. */
export function posterRatioText(posters: readonly Poster[]): string {
  return averagePosterRatio(posters).toFixed(4);
}
