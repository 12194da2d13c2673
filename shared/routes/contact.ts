/**
 * /contact (SPEC §2.12): details, the form, map, hours and FAQ. `?sent=1` is where a plain
 * form post lands on success; `?subject=` prefills the subject (the Learn page's "Enroll Now").
 */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({
  faq: lazyModule('shared/content/faq.ts', () => import('../content/faq.js')),
  images: lazyModule('shared/content/page-images.ts', () => import('../content/page-images.js')),
});
const load = ({ search, content }: LoadArgs<ContentOf<typeof modules>>) => ({
  faq: content.faq.faq,
  heroImage: content.images.pageImages.contactHero,
  sent: search.get('sent') === '1',
  subject: search.get('subject') ?? '',
});
export type ContactData = DataOf<typeof load>;

export const contactRoute = defineRoute({
  id: 'contact',
  path: '/contact',
  page: lazyPage<ContactData>('shared/pages/contact-page.tsx', () => import('../pages/contact-page.js')),
  content: modules,
  load,
  query: ['sent', 'subject'],
  meta: () => ({
    title: 'Contact',
    description:
      'Talk to Kolam Studio in Chennai: call +91 98765 43210, write to hello@kolamstudio.in or send us a message. We reply within 24 hours. Open Monday to Saturday.',
    keywords: ['contact Kolam Studio', 'branding agency Chennai contact', 'Gopalapuram design studio', 'start a branding project'],
  }),
});
