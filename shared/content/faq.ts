/** Contact page FAQ (SPEC §2.12): five questions in order. */
import { faq as faqData } from './data/faq.js';
import type { FaqItem } from './schema.js';

export const faq: readonly FaqItem[] = faqData;
