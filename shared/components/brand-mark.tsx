/** The studio's mark: a five-dot kolam (one closed line looping round the pulli) and the brand word. */
import { site } from '../site.js';
import { KolamArt } from './kolam-art.js';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={className ? `brand-mark ${className}` : 'brand-mark'}>
      <KolamArt figure="mark" className="brand-mark__symbol" size={40} weight={0.21} dotSize={0.15} />
      <span className="brand-mark__word" lang="en">
        {site.brand}
      </span>
    </span>
  );
}
