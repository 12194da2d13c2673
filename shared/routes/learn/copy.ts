/**
 * /learn (SPEC §2.14): the page's text in English and Tamil; the courses are content records,
 * and the course card's and slideshow's labels are interface text (shared/i18n/copy/learn.ts).
 */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

type Reason = { title: string; text: string };

export type LearnCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string; action: string };
  courses: { eyebrow: string; title: string; lead: string };
  why: { eyebrow: string; title: string; reasons: readonly [Reason, Reason, Reason] };
  /** `subject` fills in the contact form's subject line. */
  cta: { title: string; text: string; button: string; subject: string };
};

export const learnCopy = defineCopy<LearnCopy>({
  en: {
    meta: {
      title: 'Learn with Us: Courses',
      description: 'Courses at Kolam Studio, Chennai: Full Stack Development (MERN), Python & AI Basics and UI/UX Design, taught in small batches by working designers and developers.',
      keywords: ['MERN course Chennai', 'Python AI course Chennai', 'UI UX design course Chennai', 'design and coding classes Tamil Nadu'],
    },
    hero: {
      eyebrow: 'Courses & workshops',
      title: 'Learn with Us',
      lead: 'Hands-on courses in development, AI and design from the team behind our client work, at our Chennai studio or live online.',
      action: 'Explore the courses',
    },
    courses: {
      eyebrow: 'Courses',
      title: 'Explore Our Courses',
      lead: 'Choose a course to see its syllabus, format and schedule. Fees shown are for the full course.',
    },
    why: {
      eyebrow: 'Why learn with us',
      title: 'Learn the way studios work',
      reasons: [
        { title: 'Taught by practitioners', text: 'Every class is led by the designers and developers who ship our client work, so you learn how projects are really built.' },
        { title: 'Small batches', text: 'Classes are kept small enough that each learner gets feedback on every assignment, in person at Gopalapuram or live online.' },
        { title: 'A portfolio, not just a certificate', text: 'Each course ends with real projects you can show an employer or a client, reviewed by our team.' },
      ],
    },
    cta: {
      title: 'Not sure which course fits?',
      text: 'Tell us what you do today and where you want to be. We will suggest a course and the next batch dates.',
      button: 'Ask about the courses',
      subject: 'Course enquiry',
    },
  },
  ta: {
    meta: {
      title: 'எங்களுடன் கற்றுக்கொள்ளுங்கள்: பயிற்சி வகுப்புகள்',
      description: 'சென்னை Kolam Studio பயிற்சி வகுப்புகள்: ஃபுல் ஸ்டாக் டெவலப்மென்ட் (MERN), Python & AI அடிப்படைகள், UI/UX வடிவமைப்பு; பணியில் இருக்கும் வடிவமைப்பாளர்களும் டெவலப்பர்களும் சிறிய பேட்ச்களாகக் கற்றுத்தருகிறார்கள்.',
      keywords: ['சென்னை MERN பயிற்சி', 'சென்னை Python AI பயிற்சி', 'சென்னை UI UX வடிவமைப்புப் பயிற்சி', 'தமிழ்நாடு டிசைன் & கோடிங் வகுப்புகள்'],
    },
    hero: {
      eyebrow: 'பயிற்சி வகுப்புகள் & பட்டறைகள்',
      title: 'எங்களுடன் கற்றுக்கொள்ளுங்கள்',
      lead: 'எங்கள் வாடிக்கையாளர் பணிகளைச் செய்யும் அதே குழுவிடமிருந்து டெவலப்மென்ட், AI, வடிவமைப்பில் செய்முறைப் பயிற்சி வகுப்புகள் — எங்கள் சென்னை ஸ்டுடியோவில் நேரிலோ ஆன்லைன் நேரலையிலோ.',
      action: 'பயிற்சி வகுப்புகளைப் பாருங்கள்',
    },
    courses: {
      eyebrow: 'பயிற்சி வகுப்புகள்',
      title: 'எங்கள் பயிற்சி வகுப்புகள்',
      lead: 'பாடத்திட்டம், வகுப்பு முறை, நேர அட்டவணையைப் பார்க்க ஒரு பயிற்சி வகுப்பைத் தேர்ந்தெடுங்கள். காட்டப்பட்டுள்ள கட்டணம் முழுப் பயிற்சிக்குமானது.',
    },
    why: {
      eyebrow: 'ஏன் எங்களிடம் கற்க வேண்டும்',
      title: 'ஸ்டுடியோக்கள் பணியாற்றும் விதத்திலேயே கற்றுக்கொள்ளுங்கள்',
      reasons: [
        {
          title: 'துறையில் பணியாற்றுபவர்களே கற்றுத்தருகிறார்கள்',
          text: 'எங்கள் வாடிக்கையாளர் பணிகளை உருவாக்கி வழங்கும் வடிவமைப்பாளர்களும் டெவலப்பர்களுமே ஒவ்வொரு வகுப்பையும் நடத்துகிறார்கள்; திட்டங்கள் உண்மையில் எப்படி உருவாகின்றன என்பதை நேரடியாகக் கற்றுக்கொள்வீர்கள்.',
        },
        {
          title: 'சிறிய பேட்ச்கள்',
          text: 'ஒவ்வொரு மாணவரும் ஒவ்வொரு பயிற்சிப் பணிக்கும் கருத்துரை பெறும் அளவுக்கு வகுப்புகள் சிறியவை — கோபாலபுரத்தில் நேரிலோ ஆன்லைன் நேரலையிலோ.',
        },
        {
          title: 'சான்றிதழ் மட்டுமல்ல, போர்ட்ஃபோலியோவும்',
          text: 'ஒவ்வொரு பயிற்சியும் எங்கள் குழு மதிப்பாய்வு செய்த உண்மையான திட்டங்களுடன் நிறைவடைகிறது; அவற்றை வேலை தருபவரிடமோ வாடிக்கையாளரிடமோ காட்டலாம்.',
        },
      ],
    },
    cta: {
      title: 'எந்தப் பயிற்சி உங்களுக்குப் பொருந்தும் என்று தெரியவில்லையா?',
      text: 'இப்போது நீங்கள் என்ன செய்கிறீர்கள், எங்கே செல்ல விரும்புகிறீர்கள் என்று சொல்லுங்கள். பொருத்தமான பயிற்சியையும் அடுத்த பேட்ச் தேதிகளையும் பரிந்துரைக்கிறோம்.',
      button: 'பயிற்சி வகுப்புகள் பற்றிக் கேளுங்கள்',
      subject: 'பயிற்சி வகுப்பு விசாரணை',
    },
  },
});
