/**
 * Issue 32, the Tamil copy edit: the twelve mistakes a Tamil reader noticed on the first
 * screens, each read on the page where it showed, as the server sends it (what a visitor
 * without JavaScript and a crawler read): the corrected text is there, the old one is gone,
 * in the visible text and in the alt texts. The strings are written out here on purpose, so
 * a change to the copy that brings a mistake back fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibleName, getPage, useTestApp, visibleText, type Page } from '../helpers/app.js';

const app = useTestApp();

/** A section of <main> by the text of its heading. */
function sectionTitled(page: Page, title: string): Element {
  const heading = [...page.main.querySelectorAll('h2, h3')].find((candidate) => visibleText(candidate) === title);
  const section = heading?.closest('section');
  if (!section) throw new Error(`no section titled ${JSON.stringify(title)}`);
  return section;
}

/** The alt texts of the images in <main>, as a screen reader hears them. */
const altsOf = (page: Page) => [...page.main.querySelectorAll('img')].map((image) => image.getAttribute('alt') ?? '');

/** What a form field says about itself beyond its label (its aria-describedby texts). */
function descriptionOf(page: Page, label: string): string {
  const found = [...page.main.querySelectorAll('label')].find((candidate) => accessibleName(candidate, page.document) === label);
  const field = found ? page.document.getElementById(found.getAttribute('for') ?? '') : null;
  if (!field) throw new Error(`no field labelled ${JSON.stringify(label)}`);
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => visibleText(page.document.getElementById(id)))
    .join(' ');
}

describe('/ta, the home page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await getPage(app(), '/ta');
  });

  it('7: the headline builds names that outlast time, not traditions', () => {
    expect(page.heading(1)).toBe('பிராண்டுகளை மட்டுமல்ல, காலம் கடந்து நிற்கும் பெயர்களையும் உருவாக்குகிறோம்.');
    expect(page.text).not.toContain('மரபுகளை');
  });

  it('6: labels the 400+ figure as completed projects, not project types', () => {
    const stats = page.region('எண்களில் Kolam Studio');
    const first = stats.querySelector('li');
    expect(visibleText(first)).toContain('400+');
    expect(visibleText(first)).toContain('முடித்த திட்டங்கள்');
    expect(visibleText(stats)).not.toContain('திட்ட வகைகள்');
  });

  it('9: works with manufacturers, not film producers', () => {
    expect(page.text).toContain('பள்ளிகள், மருத்துவமனைகள், உற்பத்தியாளர்கள், தொழில்முனைவோருடன்');
    expect(page.text).not.toContain('தயாரிப்பாளர்');
  });

  it('4: calls the six services சேவைப் பிரிவுகள், keeping துறைகள் for the industries section after it', () => {
    const services = page.document.getElementById('services')!;
    expect(visibleText(services)).toContain('ஆறு சேவைப் பிரிவுகள் ஒரே கூரையின் கீழ்');
    expect(visibleText(services)).not.toContain('துறை');
    const industries = page.document.getElementById('industries')!;
    expect(visibleText(industries.querySelector('h2'))).toBe('துறைகள்');
  });

  it('1: asks whom we serve instead of saying "we, who serve"', () => {
    const industries = page.document.getElementById('industries')!;
    expect(visibleText(industries)).toContain('யாருக்குச் சேவை செய்கிறோம்');
    expect(page.text).not.toContain('நாங்கள் சேவை செய்வோர்');
  });
});

describe('/ta/services', () => {
  let page: Page;
  beforeAll(async () => {
    page = await getPage(app(), '/ta/services');
  });

  it('4: six service disciplines, one team', () => {
    expect(page.text).toContain('ஆறு சேவைப் பிரிவுகள், ஒரே குழு');
    expect(page.text).not.toContain('ஆறு துறைகள்');
  });

  it('8: the timeline starts with a consultation call and ends with release and measurement: one அறிமுகம் less, no live broadcast', () => {
    const timeline = sectionTitled(page, 'நிரூபிக்கப்பட்ட எங்கள் படிநிலைகள்');
    const steps = [...timeline.querySelectorAll('li')].map((step) => visibleText(step.querySelector('h3')));
    expect(steps).toEqual(['ஆலோசனை அழைப்பு', 'ஆய்வு & உத்தி', 'வடிவமைப்பு/கட்டமைப்பு', 'உருவாக்கம் & ஒருங்கிணைப்பு', 'சோதனை & மேம்பாடு', 'வெளியீடு & அளவீடு']);
    expect(visibleText(timeline)).not.toContain('அறிமுக');
    expect(visibleText(timeline)).toContain('உங்களுடன் சேர்ந்து பயன்பாட்டுக்குக் கொண்டுவருகிறோம்');
    expect(page.text).not.toContain('நேரலை');
    expect(page.buttons().concat(page.links().map((link) => link.name))).toContain('ஆலோசனை அழைப்பை முன்பதிவு செய்யுங்கள்');
  });
});

describe('/ta/services/app-development', () => {
  it('5: a working build every two weeks, not an app that runs once a fortnight', async () => {
    const page = await getPage(app(), '/ta/services/app-development');
    expect(page.text).toContain('ஒவ்வொரு இரண்டு வாரமும், நீங்களே நிறுவிப் பயன்படுத்திப் பார்க்கக்கூடிய புதிய ஆப் பதிப்பு உங்கள் கையில்');
    expect(page.text).not.toContain('ஒருமுறை இயங்கும்');
  });

  it('11: describes the app in the banner in Tamil beyond its brand and the quoted screen', async () => {
    const page = await getPage(app(), '/ta/services/app-development');
    const banner = altsOf(page).find((alt) => alt.includes('Koil Nagar Residency'));
    expect(banner).toContain('டீலக்ஸ் அறை, குடும்ப சூட், கோயிலுக்கு ஷட்டில் வாகனம்');
    expect(banner).not.toMatch(/Deluxe|Family Suite|shuttle/);
  });
});

describe.each(['/ta/privacy', '/ta/terms'])('%s', (path) => {
  it('2: says when it was last updated with a colon, not அன்று (which needs a day)', async () => {
    const page = await getPage(app(), path);
    expect(page.text).toContain('கடைசியாகப் புதுப்பிக்கப்பட்டது: பிப்ரவரி 2025.');
    expect(page.text).not.toContain('அன்று கடைசியாக');
  });
});

describe('/ta/contact', () => {
  let page: Page;
  beforeAll(async () => {
    page = await getPage(app(), '/ta/contact');
  });

  it('3: asks whether you would rather talk directly (not face to face) before the call and WhatsApp links', () => {
    expect(page.text).toContain('நேரடியாகப் பேச விரும்புகிறீர்களா? அலுவலக நேரத்தில் எங்களை அழையுங்கள் அல்லது WhatsApp-இல் தொடர்புகொள்ளுங்கள்');
    expect(page.text).not.toContain('நேரில் பேச');
  });

  it('10: labels the form’s subject பொருள், as letters and e-mail do, not தலைப்பு (a heading)', () => {
    const labels = [...page.main.querySelectorAll('form label')].map((label) => accessibleName(label, page.document));
    expect(labels).toContain('பொருள்');
    expect(labels).not.toContain('தலைப்பு');
  });

  it('labels the second name field as initial or family name, and says an initial alone is enough', () => {
    expect(descriptionOf(page, 'இனிஷியல் / குடும்பப் பெயர்')).toBe('இனிஷியல் மட்டும் போதும், எ.கா. R அல்லது R.');
    expect(page.text).not.toContain('கடைசிப் பெயர்');
  });

  it('starts a project as திட்டம், as every other page does', () => {
    expect(page.text).toContain('ஒரு திட்டத்தைத் தொடங்குங்கள்');
    expect(page.text).not.toContain('ப்ராஜெக்ட்');
  });
});

describe('/contact, in English', () => {
  it('says under the last name that an initial is enough', async () => {
    const page = await getPage(app(), '/contact');
    expect(descriptionOf(page, 'Last name')).toBe('An initial is enough, such as R or R.');
  });
});

describe('11: Tamil names and alt texts', () => {
  it('/ta/case-studies/16 writes the Tamil mark it calls Tamil in Tamil script, in the text and the alt texts', async () => {
    const page = await getPage(app(), '/ta/case-studies/16');
    expect(page.text).toContain('தமிழில் எழுதப்பட்ட ‘கொங்கு மகளிர்’ என்ற பெயரே அதன் முதன்மை வேர்ட்மார்க்');
    expect(page.text).not.toContain('Kongu Magalir');
    const alts = altsOf(page);
    expect(alts.length).toBeGreaterThanOrEqual(2);
    for (const alt of alts) expect(alt).not.toContain('Kongu Magalir');
    expect(alts.some((alt) => alt.startsWith('கொங்கு மகளிர் லோகோ'))).toBe(true);
  });

  it('/ta/case-studies/3 names the handloom fair’s stage backdrop in Tamil', async () => {
    const page = await getPage(app(), '/ta/case-studies/3');
    const alts = altsOf(page);
    expect(alts).toContain('கைத்தறிக் கண்காட்சியின் மேடைப் பின்னணி, தமிழிலும் ஆங்கிலத்திலும்; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை');
    expect(alts.join('\n')).not.toContain('Handloom Fair');
  });

  it('/ta/project describes curd and ghee cartons, litres and the can in Tamil, the brands in Latin', async () => {
    const page = await getPage(app(), '/ta/project');
    const alts = altsOf(page).join('\n');
    expect(alts).toContain('இருபுறமும் தயிர், நெய் அட்டைப் பெட்டிகள்');
    expect(alts).toContain('நடுவில் பெரிய 500 மி.லி. பாட்டில், இருபுறமும் 1 லிட்டர் பாட்டிலும் 20 லிட்டர் கேனும்');
    expect(alts).toContain('Kaveri Fresh Dairy');
    expect(alts).toContain('Thamirabarani Water');
    for (const fragment of ['Curd', 'Ghee', 'litre', ' ml', 'Toned Milk']) expect(alts, fragment).not.toContain(fragment);
  });
});

describe('12: the Business industry is about businesses in both languages', () => {
  it('/ta/industries/business is titled for the business sector, and nothing on it is about law firms', async () => {
    const page = await getPage(app(), '/ta/industries/business');
    expect(page.status).toBe(200);
    expect(page.heading(1)).toBe('வணிகத் துறைக்கான தீர்வுகள்');
    expect(page.title).toBe('வணிகத் துறைக்கான தீர்வுகள் | Kolam Studio');
    expect(page.text).toContain('உற்பத்தியாளர்கள், ஏற்றுமதியாளர்கள், வர்த்தகர்கள், சேவை நிறுவனங்கள்');
    for (const legal of ['சட்ட', 'வழக்கு']) expect(page.text, legal).not.toContain(legal);
    // The pill a visitor clicked says வணிகம், and it is this page.
    expect(page.links().find((link) => link.name === 'வணிகம்')?.href).toBe('/ta/industries/business');
  });

  it('/industries/business likewise in English', async () => {
    const page = await getPage(app(), '/industries/business');
    expect(page.heading(1)).toBe('Business Sector Solutions');
    expect(page.title).toBe('Business Sector Solutions | Kolam Studio');
    expect(page.text).toContain('Manufacturers, exporters, traders and service firms');
    expect(page.text).not.toMatch(/\blegal\b|law firm|matters|privileged/i);
  });

  it('the Tamil industries list and the home page describe வணிகம் as businesses too', async () => {
    for (const path of ['/ta/industries', '/ta']) {
      const page = await getPage(app(), path);
      const card = page.main.querySelector('a[href="/ta/industries/business"]')?.closest('article, li') ?? null;
      expect(visibleText(card), path).toContain('வணிகம்');
      expect(visibleText(card), path).toContain('தமிழ்நாடு முழுவதும் உள்ள உற்பத்தியாளர்கள், ஏற்றுமதியாளர்கள்');
      expect(page.text, path).not.toContain('சட்ட நிறுவனங்கள்');
    }
  });
});
