/** The studio's mark: a small kolam (dots joined by a looping line) and the brand word. */
import { site } from '../site.js';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={className ? `brand-mark ${className}` : 'brand-mark'}>
      <svg className="brand-mark__symbol" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <g className="brand-mark__dots">
          <circle cx="12" cy="12" r="2" />
          <circle cx="28" cy="12" r="2" />
          <circle cx="12" cy="28" r="2" />
          <circle cx="28" cy="28" r="2" />
          <circle cx="20" cy="20" r="2" />
        </g>
        <path
          className="brand-mark__loop"
          d="M20 4c6 0 8 4 8 8s4 8 8 8-8 2-8 8-2 8-8 8-8-4-8-8-4-8-8-8 8-2 8-8 2-8 8-8z"
          fill="none"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-mark__word" lang="en">
        {site.brand}
      </span>
    </span>
  );
}
