/** Components of /learn: the course card (SPEC §2.14) and the hero slideshow's control. */
import { defineCopy } from '../copy.js';

export type LearnUiCopy = {
  courseCard: {
    fee: string;
    duration: string;
    show: string;
    hide: string;
    enrol: string;
    enrolNote: string;
    /** The contact form's subject line that "Enroll Now" fills in; {course} is the course title. */
    enrolSubject: string;
  };
  slideshow: { pause: string; play: string };
};

export const learnUiCopy = defineCopy<LearnUiCopy>({
  en: {
    courseCard: {
      fee: 'Fee',
      duration: 'Duration',
      show: 'View course details',
      hide: 'Hide course details',
      enrol: 'Enroll Now',
      enrolNote: 'We reply within 24 hours to confirm your seat and batch.',
      enrolSubject: 'Course enrolment: {course}',
    },
    slideshow: { pause: 'Pause slideshow', play: 'Play slideshow' },
  },
  ta: {
    courseCard: {
      fee: 'கட்டணம்',
      duration: 'கால அளவு',
      show: 'பயிற்சி விவரங்களைப் பார்க்க',
      hide: 'பயிற்சி விவரங்களை மறைக்க',
      enrol: 'இப்போதே சேருங்கள்',
      enrolNote: 'உங்கள் இடத்தையும் பேட்சையும் உறுதிசெய்ய 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.',
      enrolSubject: 'பயிற்சி வகுப்புச் சேர்க்கை: {course}',
    },
    slideshow: { pause: 'ஸ்லைடுஷோவை இடைநிறுத்த', play: 'ஸ்லைடுஷோவை இயக்க' },
  },
});
