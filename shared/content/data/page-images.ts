/**
 * Images pages show outside any collection. `defaultIndustry` stands in when an industry
 * has no image (SPEC §3); `openGraph` is the share image for pages without their own.
 */
import type { PageImages } from '../schema.js';

export const pageImageData = {
  homeAbout: { src: '/media/pages/home-about', width: 1200, height: 900, alt: 'Client work on the studio desk: a Kaveri letterhead, the Sri Vidya Mandir site on a phone, a Kalai Vizha poster, a Nalam Dental business card and colour swatches', ta: { alt: 'ஸ்டுடியோ மேசையில் வாடிக்கையாளர் படைப்புகள்: Kaveri லெட்டர்ஹெட், கைபேசியில் Sri Vidya Mandir இணையதளம், Kalai Vizha போஸ்டர், Nalam Dental விசிட்டிங் கார்டு, வண்ண மாதிரிகள்' } },
  aboutHero: { src: '/media/pages/about-hero', width: 1600, height: 700, alt: 'A studio wall of client work: a Kalai Vizha poster, Kaveri business cards, the Malligai Dental website, a Thenmozhi Sweets poster and a Glenmist tea poster', ta: { alt: 'வாடிக்கையாளர் படைப்புகள் நிறைந்த ஸ்டுடியோ சுவர்: Kalai Vizha போஸ்டர், Kaveri விசிட்டிங் கார்டுகள், Malligai Dental இணையதளம், Thenmozhi Sweets போஸ்டர், Glenmist தேநீர் போஸ்டர்' } },
  aboutStory: { src: '/media/pages/about-story', width: 1200, height: 900, alt: 'A sikku kolam in white rice flour on a dark threshold: one line looping round thirty-five dots, with a brass lamp in the corner', ta: { alt: 'இருண்ட வாசற்படியில் வெள்ளை அரிசி மாவில் சிக்குக் கோலம்: முப்பத்தைந்து புள்ளிகளைச் சுற்றி ஓடும் ஒரே கோடு; மூலையில் பித்தளை விளக்கு' } },
  contactHero: { src: '/media/pages/contact-hero', width: 1600, height: 600, alt: 'The Sri Vidya Mandir school site on two phones at the right of a deep indigo background', ta: { alt: 'அடர் நீலப் பின்னணியின் வலப்புறம் இரண்டு கைபேசிகளில் Sri Vidya Mandir பள்ளி இணையதளம்' } },
  defaultIndustry: { src: '/media/pages/default-industry', width: 1200, height: 800, alt: 'The Thirtha Yatra temple tours website on a laptop and a phone, with the headline “Navagraha tours, planned with care”', ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Thirtha Yatra கோயில் சுற்றுலா இணையதளம்: “Navagraha tours, planned with care” என்ற தலைப்பு' } },
  openGraph: { src: '/media/pages/open-graph', width: 1200, height: 630, alt: 'Kolam Studio: the name, “Branding and business development · Chennai” and its Tamil name beside a saffron kolam on indigo', ta: { alt: 'Kolam Studio: அடர் நீலப் பின்னணியில் காவி நிறக் கோலத்தின் அருகில் பெயர், “Branding and business development · Chennai” என்ற வரி, தமிழ்ப் பெயர்' } },
} satisfies PageImages;
