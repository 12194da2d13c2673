/** /services/{slug} (placeholder until the pages issue lands). */
import { useParams } from 'react-router-dom';
import { NotFoundMessage } from '../components/not-found-message.js';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { getService } from '../content/services.js';

export default function ServicePage() {
  const { slug = '' } = useParams();
  const service = getService(slug);
  if (!service) return <NotFoundMessage message="Not found." path={`/services/${slug}`} backTo="/services" backLabel="← All Services" />;
  return (
    <>
      <PageMeta title={service.title} description={service.summary} path={`/services/${service.slug}`} keywords={service.tags} />
      <PageHero title={service.title} lead={<p>{service.summary}</p>} />
    </>
  );
}
