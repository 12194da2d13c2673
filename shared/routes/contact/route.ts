/**
 * /contact (SPEC §2.12): details, the form, map, hours and FAQ. `?sent=1` is where a plain
 * form post lands on success; `?subject=` prefills the subject (the Learn page's "Enroll Now").
 */
import type { ContactFormState } from '../../contact/form-state.js';
import { cardArt } from '../../og-card.js';
import { studioBusiness } from '../../structured-data.js';
import { defineRoute, type LoadArgs } from '../define.js';
import type { ContactFile } from './data.js';

async function load({ file, search }: LoadArgs) {
  return { ...(await file<ContactFile>()), sent: search.get('sent') === '1', subject: search.get('subject') ?? '' };
}
export type ContactData = Awaited<ReturnType<typeof load>>;

export const contactRoute = defineRoute({
  id: 'contact',
  path: '/contact',
  query: ['sent', 'subject'],
  load,
  page: () => import('./page.js'),
  meta: ({ copy, heroImage }) => ({ ...copy.meta, image: cardArt(heroImage) }),
  breadcrumb: { section: '/contact' },
  // The studio's address, map, hours and numbers are this page's subject.
  jsonLd: (_data, context) => [studioBusiness(context)],
  // A plain form post that failed: the values the visitor typed and a message per field.
  action: (posted) => posted as ContactFormState,
});
