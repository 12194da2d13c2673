/** /industries/{slug} (placeholder until the pages issue lands). */
import { useParams } from 'react-router-dom';
import { NotFoundMessage } from '../components/not-found-message.js';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { getIndustry } from '../content/industries.js';

export default function IndustryPage() {
  const { slug = '' } = useParams();
  const industry = getIndustry(slug);
  if (!industry)
    return <NotFoundMessage message="Industry Not Found." path={`/industries/${slug}`} backTo="/industries" backLabel="← Back to All Industries" />;
  return (
    <>
      <PageMeta title={industry.title} description={industry.summary} path={`/industries/${industry.slug}`} keywords={industry.items} />
      <PageHero title={industry.title} lead={<p>{industry.summary}</p>} />
    </>
  );
}
