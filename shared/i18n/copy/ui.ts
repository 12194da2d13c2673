/**
 * Interface text every page may show: the shell and the components pages share. The build
 * writes it per language (shared/content/generated/<lang>/ui.ts); the browser loads the
 * document's language before hydrating, and components read it with useUi().
 */
import type { Lang } from '../lang.js';
import { blogUiCopy, type BlogUiCopy } from './blog.js';
import { caseStudiesUiCopy, type CaseStudiesUiCopy } from './case-studies.js';
import { galleryCopy, type GalleryCopy } from './gallery.js';
import { homeComponentsCopy, type HomeComponentsCopy } from './home-components.js';
import { industryCardCopy, type IndustryCardCopy } from './industry-card.js';
import { learnUiCopy, type LearnUiCopy } from './learn.js';
import { legalCopy, type LegalCopy } from './legal.js';
import { shellCopy, type ShellCopy } from './shell.js';

export type UiCopy = { shell: ShellCopy; legal: LegalCopy; gallery: GalleryCopy; blog: BlogUiCopy; caseStudies: CaseStudiesUiCopy; industryCard: IndustryCardCopy; learn: LearnUiCopy; homeComponents: HomeComponentsCopy };

export function uiCopy(lang: Lang): UiCopy {
  return { shell: shellCopy[lang], legal: legalCopy[lang], gallery: galleryCopy[lang], blog: blogUiCopy[lang], caseStudies: caseStudiesUiCopy[lang], industryCard: industryCardCopy[lang], learn: learnUiCopy[lang], homeComponents: homeComponentsCopy[lang] };
}
