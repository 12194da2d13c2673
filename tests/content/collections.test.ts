/** Sample content at the scale DESIGN.md ("Sample content scale") and SPEC §3 ask for. */
import { describe, expect, it } from 'vitest';
import { caseStudyCategoryNames, industrySlugs, solutionCategoryNames } from '../../shared/content/constants.js';
import { caseGalleryImages as caseGalleryData, content } from '../helpers/content.js';

const { blogPosts, caseStudies, clientLogos, courses, faq, gallery: galleryImages, industries, learnSlides, posters, privacyPolicy, services, solutions, terms } = content;

describe('services (SPEC §3)', () => {
  const expected = [
    ['branding', 'Brand & Creative Solutions', ['Logo Design', 'Identity', 'Artwork', 'Collaterals', 'Guidelines']],
    ['packaging', 'Packaging Solutions', ['Structure', 'Sustainability', 'Labels', 'Mockups', 'Shelf-Ready']],
    ['web-development', 'Website Development', ['Custom', 'CMS', 'Ecommerce', 'Responsive', 'Support']],
    ['app-development', 'App Development', ['Native', 'UX/UI', 'Crossplatform', 'Maintenance', 'Integration']],
    ['marketing', 'Digital Marketing', ['SEO', 'Social', 'Ads', 'Email', 'Analytics']],
    ['personal-brand', 'Personal Branding', ['Strategy', 'Profiles', 'Portfolio', 'Content', 'Reputation']],
  ];
  it('are the six of the spec, in order, with their titles and tags', () => {
    expect(services.map((s) => [s.slug, s.title, s.tags])).toEqual(expected);
  });
  it('fill every field: icon, button text, banner, 4+ deliverables, reasons and steps', () => {
    for (const service of services) {
      expect(service.icon).toBeDefined();
      expect(service.buttonText).toBe('Learn More →');
      expect(service.banner.src).toBe(`/media/services/${service.slug}`);
      expect(service.deliverables.length).toBeGreaterThanOrEqual(4);
      expect(service.why.length).toBeGreaterThanOrEqual(4);
      expect(service.process.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('industries (SPEC §3)', () => {
  it('are the six of the spec with ids 1–6, detail titles and five items', () => {
    expect(industries.map((i) => [i.id, i.slug, i.title])).toEqual([
      [1, 'education', 'Education Sector Solutions'],
      [2, 'government', 'Government Events Solutions'],
      [3, 'health', 'Healthcare Digital Solutions'],
      [4, 'business', 'Legal Sector Solutions'],
      [5, 'travel', 'Travel Industry Solutions'],
      [6, 'consumer', 'Retail Industry Solutions'],
    ]);
    expect(industries.find((i) => i.slug === 'health')?.items).toEqual([
      'Hospital management',
      'Telemedicine apps',
      'Health tracking devices',
      'Patient portals',
      'Medical analytics',
    ]);
  });
  it('have short labels and every field filled', () => {
    expect(industries.map((i) => i.name)).toEqual(['Education', 'Government', 'Healthcare', 'Business', 'Travel', 'Consumer & Retail']);
    expect(industries.map((i) => i.slug)).toEqual([...industrySlugs]);
    for (const industry of industries) {
      expect(industry.items).toHaveLength(5);
      expect(industry.challenges.length).toBeGreaterThanOrEqual(3);
      expect(industry.solutions.length).toBeGreaterThanOrEqual(3);
      expect(industry.whyChoose.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('case studies (DESIGN.md: 60, all 9 categories and 6 industries, 4+ blocks)', () => {
  it('number at least 60, with ids 1..N', () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(60);
    expect(caseStudies.map((c) => c.id).sort((a, b) => a - b)).toEqual(caseStudies.map((_, i) => i + 1));
  });
  it('cover all 9 categories and all 6 industries', () => {
    expect(new Set(caseStudies.map((c) => c.category))).toEqual(new Set(caseStudyCategoryNames));
    expect(new Set(caseStudies.map((c) => c.industry))).toEqual(new Set(industrySlugs));
  });
  it('have 4+ body blocks of the spec block types (quotes as figures), and a summary', () => {
    for (const cs of caseStudies) {
      const blocks = cs.body.children.flatMap((node) => (node.type === 'element' ? [node.tagName] : []));
      expect(blocks.length, `case study ${cs.id}`).toBeGreaterThanOrEqual(4);
      expect(blocks.filter((tag) => !['h2', 'h3', 'p', 'ul', 'figure'].includes(tag))).toEqual([]);
      expect(cs.summary.length).toBeGreaterThan(0);
    }
  });
  it('use the agreed cover and logo images', () => {
    for (const cs of caseStudies) {
      expect(cs.image).toMatchObject({ src: `/media/case-studies/cs-${cs.id}`, width: 1600, height: 1000 });
      if (cs.logo) expect(cs.logo).toMatchObject({ src: `/media/case-logos/cs-${cs.id}`, width: 640, height: 640 });
    }
  });
});

describe('case-study gallery (DESIGN.md: 150, 0 to 6 a case)', () => {
  it('has 150 images, 0 to 6 per case, some cases without any', () => {
    expect(caseGalleryData).toHaveLength(150);
    const counts = caseStudies.map((cs) => cs.gallery.length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n >= 1).length).toBeGreaterThan(30);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(150);
  });
});

describe('home and gallery media', () => {
  it('171 posters, ids 1–171, sizes cycling 200x250, 300x180, 250x320', () => {
    expect(posters.map((p) => p.id)).toEqual(Array.from({ length: 171 }, (_, i) => i + 1));
    const sizes = [
      [200, 250],
      [300, 180],
      [250, 320],
    ];
    posters.forEach((p, i) => expect([p.image.width, p.image.height]).toEqual(sizes[i % 3]));
  });
  it('30 client logos with distinct names and images', () => {
    expect(clientLogos).toHaveLength(30);
    expect(new Set(clientLogos.map((l) => l.name)).size).toBe(30);
    expect(new Set(clientLogos.map((l) => l.image.src)).size).toBe(30);
  });
  it('24 project gallery images, each with a title', () => {
    expect(galleryImages).toHaveLength(24);
    expect(galleryImages.every((g) => g.title.length > 0)).toBe(true);
  });
  it('5 learn slides', () => {
    expect(learnSlides).toHaveLength(5);
  });
});

describe('solutions (DESIGN.md: 60 across the 5 categories)', () => {
  it('number at least 60, cover every category, and link to existing case studies', () => {
    expect(solutions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(solutions.map((s) => s.category))).toEqual(new Set(solutionCategoryNames));
    const ids = new Set(caseStudies.map((c) => c.id));
    expect(solutions.filter((s) => !ids.has(s.caseStudyId))).toEqual([]);
  });
});

describe('blog, courses, FAQ, legal (SPEC §3, §2.12)', () => {
  it('3 blog posts, one the ₹50,000 marketing-package post in Business Growth', () => {
    expect(blogPosts).toHaveLength(3);
    const pkg = blogPosts.find((p) => p.title.includes('₹50,000'));
    expect(pkg?.category).toBe('Business Growth');
  });
  it('3 courses as the spec lists them', () => {
    expect(courses.map((c) => [c.id, c.title, c.price, c.duration, c.offer])).toEqual([
      [1, 'Full Stack Development (MERN)', '₹19,999', '3 Months', '20% OFF'],
      [2, 'Python & AI Basics', '₹14,999', '2 Months', '15% OFF'],
      [3, 'UI/UX Design', '₹12,499', '2.5 Months', '25% OFF'],
    ]);
  });
  it('5 FAQ items', () => {
    expect(faq).toHaveLength(5);
  });
  it('privacy policy updated February 2025, terms present', () => {
    expect(privacyPolicy.updated).toBe('February 2025');
    expect(terms.body.children.filter((node) => node.type === 'element' && node.tagName === 'section').length).toBeGreaterThanOrEqual(5);
  });
});
