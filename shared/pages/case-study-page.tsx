/** /case-studies/{id} (placeholder until the pages issue lands). */
import { useParams } from 'react-router-dom';
import { NotFoundMessage } from '../components/not-found-message.js';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { getCaseStudy } from '../content/case-study-details.js';
import { industryLabels } from '../content/industries.js';
import { parseId } from '../parse-id.js';

export default function CaseStudyPage() {
  const { id = '' } = useParams();
  const caseStudy = getCaseStudy(parseId(id) ?? -1);
  if (!caseStudy) return <NotFoundMessage message="Not found." path={`/case-studies/${id}`} backTo="/case-studies" backLabel="Case Studies" />;
  return (
    <>
      <PageMeta title={caseStudy.title} description={caseStudy.summary} path={`/case-studies/${caseStudy.id}`} type="article" />
      <PageHero title={caseStudy.title} lead={<p>{`${caseStudy.client} | ${industryLabels[caseStudy.industry]}`}</p>} />
    </>
  );
}
