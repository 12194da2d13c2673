/**
 * <KolamArt>: one of the site's kolams (kolam-figures.ts, made by the artwork's generator)
 * as inline SVG: the pulli dots and the closed line looping around them. Decorative: hidden
 * from assistive technology. Colours come from CSS (`.kolam-art__line` stroke, `.kolam-art__dot`
 * fill, both currentColor by default); line and dot size scale with the dot spacing.
 */
import { kolamFigures, type KolamFigureName } from './kolam-figures.js';

export type KolamArtProps = {
  figure: KolamFigureName;
  className?: string;
  /** Line width as a share of the dot spacing (0.1 is a fine line, 0.2 a bold one). */
  weight?: number;
  /** Dot radius as a share of the dot spacing. */
  dotSize?: number;
  /** Intrinsic width and height in px (for the mark, which must not depend on CSS to be small). */
  size?: number;
  /** Give each line pathLength 1, so CSS can draw it in (stroke-dasharray: 1). */
  drawable?: boolean;
};

export function KolamArt({ figure, className, weight = 0.1, dotSize = 0.09, size, drawable = false }: KolamArtProps) {
  const { width, height, loops, dots, spacing } = kolamFigures[figure];
  const stroke = Math.round(spacing * weight * 100) / 100;
  const r = Math.round(spacing * dotSize * 100) / 100;
  return (
    <svg className={className ? `kolam-art ${className}` : 'kolam-art'} viewBox={`0 0 ${width} ${height}`} width={size} height={size} aria-hidden="true" focusable="false">
      <g className="kolam-art__line" fill="none" stroke="currentColor" strokeWidth={stroke} strokeLinejoin="round" strokeLinecap="round">
        {loops.map((d) => (
          <path key={d} d={d} pathLength={drawable ? 1 : undefined} />
        ))}
      </g>
      <g className="kolam-art__dots" fill="currentColor">
        {dots.map(([cx, cy]) => (
          <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} />
        ))}
      </g>
    </svg>
  );
}
