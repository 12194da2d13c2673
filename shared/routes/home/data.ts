/**
 * What / shows (build only): the first screen (hero, statistics, about) and the sections below
 * it (service and industry cards, the case-study teaser, 171 posters, 30 client logos).
 */
import { statText, statValues } from '../../components/stats-strip.js';
import { TEASER_SIZE } from '../../content/constants.js';
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { serviceCard } from '../services/data.js';
import { industryCard } from '../industries/data.js';
import { homeCopy } from './copy.js';

const data = definePageData({
  one: (c) => {
    const { meta, hero, stats, about, services, industries, caseStudies, cta } = homeCopy[c.lang];
    return {
      copy: { meta, hero, stats, about },
      stats: statValues.map((value, index) => ({ value, label: stats.items[index] ?? '', text: statText(value, c.lang) })),
      aboutImage: c.pageImages.homeAbout,
      sections: {
        copy: { services, industries, caseStudies, cta },
        services: c.services.map(serviceCard),
        industries: c.industries.map(industryCard),
        caseStudies: c.caseStudyCards.slice(0, TEASER_SIZE),
        posters: c.posters,
        logos: c.clientLogos,
      },
    };
  },
});
export default data;
export type HomeFile = PageDataOf<typeof data>;
