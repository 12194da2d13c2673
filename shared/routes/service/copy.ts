/** /services/{slug} (SPEC §2.5): the page's own text in English and Tamil; the rest comes from the service record. */
import { defineCopy } from '../../i18n/copy.js';

export type ServiceCopy = {
  pillsLabel: string;
  eyebrow: string;
  tagsLabel: string;
  deliverables: { eyebrow: string; title: string };
  why: { eyebrow: string; title: string };
  process: { eyebrow: string; title: string };
  allServices: string;
  start: string;
};

export const serviceCopy = defineCopy<ServiceCopy>({
  en: {
    pillsLabel: 'Browse services',
    eyebrow: 'Service',
    tagsLabel: 'What it covers',
    deliverables: { eyebrow: 'Deliverables', title: 'What We Deliver' },
    why: { eyebrow: 'Why us', title: 'Why Partner With Us' },
    process: { eyebrow: 'Step by step', title: 'Our Proven Process' },
    allServices: '← All Services',
    start: 'Start a Project',
  },
  ta: {
    pillsLabel: 'சேவைகளைப் பார்க்க',
    eyebrow: 'சேவை',
    tagsLabel: 'இதில் அடங்குவது',
    deliverables: { eyebrow: 'படைப்புகள்', title: 'நாங்கள் வழங்குவது' },
    why: { eyebrow: 'ஏன் நாங்கள்', title: 'எங்களுடன் ஏன் இணைய வேண்டும்' },
    process: { eyebrow: 'படிப்படியாக', title: 'நிரூபிக்கப்பட்ட எங்கள் செயல்முறை' },
    allServices: '← அனைத்துச் சேவைகளும்',
    start: 'திட்டத்தைத் தொடங்குங்கள்',
  },
});
