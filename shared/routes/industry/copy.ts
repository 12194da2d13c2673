/**
 * /industries/{slug} (SPEC §2.7): the page's own text in English and Tamil; the rest comes
 * from the industry record. {brand} stands for the brand word (shared/site.ts), kept in Latin.
 */
import { defineCopy } from '../../i18n/copy.js';

export type IndustryCopy = {
  meta: { keyword: string };
  pillsLabel: string;
  itemsLabel: string;
  challenges: { eyebrow: string; title: string };
  solutions: { eyebrow: string; title: string };
  why: { eyebrow: string; title: string };
  back: string;
  discuss: string;
};

export const industryCopy = defineCopy<IndustryCopy>({
  en: {
    meta: { keyword: 'industry solutions' },
    pillsLabel: 'Browse industries',
    itemsLabel: 'What we build',
    challenges: { eyebrow: 'The problem', title: 'Industry Challenges' },
    solutions: { eyebrow: 'What we do about it', title: 'Our Expert Solutions' },
    why: { eyebrow: 'Why us', title: 'Why Choose {brand}?' },
    back: '← Back to All Industries',
    discuss: 'Discuss Your Project',
  },
  ta: {
    meta: { keyword: 'துறைசார் தீர்வுகள்' },
    pillsLabel: 'துறைகளைப் பார்க்க',
    itemsLabel: 'நாங்கள் உருவாக்குபவை',
    challenges: { eyebrow: 'சிக்கல்', title: 'துறையின் சவால்கள்' },
    solutions: { eyebrow: 'அதற்கு நாங்கள் செய்வது', title: 'எங்கள் நிபுணத்துவத் தீர்வுகள்' },
    why: { eyebrow: 'ஏன் நாங்கள்', title: '{brand} ஏன் உங்களுக்கான சரியான தேர்வு?' },
    back: '← அனைத்துத் துறைகளுக்கும் திரும்ப',
    discuss: 'உங்கள் திட்டம் பற்றிப் பேசுவோம்',
  },
});
