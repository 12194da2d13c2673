/**
 * Intro splash (SPEC §2.1, DESIGN.md): full-screen, dark, a looping muted video and the
 * brand word animated letter by letter. Hidden by CSS unless the head script
 * (shared/head-scripts/intro.ts) set <html data-intro>; that script also owns the timing, so
 * React renders the same markup on server and client.
 */
import { useUi } from '../i18n/ui-context.js';

export function IntroSplash() {
  const { splashWord } = useUi().shell;
  return (
    <div className="intro" aria-hidden="true">
      <video id="intro-video" className="intro__video" muted loop playsInline preload="none" data-poster="/video/intro-poster.jpg" tabIndex={-1}>
        <source src="/video/intro.webm" type="video/webm" />
        <source src="/video/intro.mp4" type="video/mp4" />
      </video>
      <p className="intro__word">
        {/* Tamil letters are grapheme clusters (a consonant and its vowel sign): split by them, not by code point. */}
        {graphemes(splashWord).map((letter, index) => (
          <span key={index} className="intro__letter">
            {letter === ' ' ? '\u00a0' : letter}
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * A letter is a base character with the marks that follow it (a Tamil consonant with its
 * vowel sign or pulli, joiners included). For the splash words this is what
 * Intl.Segmenter's grapheme clusters give, without its cost: creating a segmenter loads
 * the locale's break rules, about 25 ms on a phone-class CPU, during hydration.
 */
const LETTER = /\P{M}[\p{M}\u200c\u200d]*/gu;

export function graphemes(text: string): string[] {
  return text.match(LETTER) ?? [];
}
