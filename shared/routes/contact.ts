/**
 * /contact (SPEC §2.12): details, the form, map, hours and FAQ. `?sent=1` is where a plain
 * form post lands on success; `?subject=` prefills the subject (the Learn page's "Enroll Now").
 */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { cardArt } from '../og-card.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].contact });
const load = ({ search, content }: LoadArgs<ContentOf<typeof modules>>) => ({
  ...content.page,
  sent: search.get('sent') === '1',
  subject: search.get('subject') ?? '',
});
export type ContactData = DataOf<typeof load>;

export const contactRoute = defineRoute({
  id: 'contact',
  path: '/contact',
  page: lazyPage<ContactData>('shared/pages/contact-page.tsx', () => import('../pages/contact-page.js')),
  query: ['sent', 'subject'],
  content: modules,
  load,
  meta: ({ copy, heroImage }) => ({ ...copy.meta, image: cardArt(heroImage) }),
});
