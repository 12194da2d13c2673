/**
 * Background slideshow of /learn (SPEC §2.14 and §4: 5 images, 3 s each). The artwork keeps
 * its left two thirds dark and calm for the hero text; what each slide shows sits at the right.
 */
import type { MediaRef } from '../schema.js';

export const learnSlideData: MediaRef[] = [
  { src: '/media/learn/slide-1', width: 1600, height: 900, alt: 'A saffron sikku kolam, one line looping round twenty-five dots, at the right of a deep indigo background', ta: { alt: 'அடர் நீலப் பின்னணியின் வலப்புறம் காவி நிறச் சிக்குக் கோலம்: இருபத்தைந்து புள்ளிகளைச் சுற்றி ஓடும் ஒரே கோடு' } },
  { src: '/media/learn/slide-2', width: 1600, height: 900, alt: 'The Sigaram IAS Academy website in a browser, in Tamil and English, at the right of a deep indigo background', ta: { alt: 'அடர் நீலப் பின்னணியின் வலப்புறம் உலாவியில் Sigaram IAS Academy இணையதளம், தமிழிலும் ஆங்கிலத்திலும்' } },
  { src: '/media/learn/slide-3', width: 1600, height: 900, alt: 'The letters “Aa” and Tamil “அ ஆ” in cream and saffron at the right of a deep indigo background', ta: { alt: 'அடர் நீலப் பின்னணியின் வலப்புறம் வெளிர் மஞ்சள், காவி நிறங்களில் “Aa”, தமிழ் “அ ஆ” எழுத்துகள்' } },
  { src: '/media/learn/slide-4', width: 1600, height: 900, alt: 'The Kalai Vizha college festival site on two phones at the right of a deep indigo background', ta: { alt: 'அடர் நீலப் பின்னணியின் வலப்புறம் இரண்டு கைபேசிகளில் Kalai Vizha கல்லூரி விழா இணையதளம்' } },
  { src: '/media/learn/slide-5', width: 1600, height: 900, alt: 'Two posters at the right of a deep indigo background: Malligai Dental’s “Know what happens in the chair” and Kalai Vizha’s “Three days of art, dance and music”', ta: { alt: 'அடர் நீலப் பின்னணியின் வலப்புறம் இரண்டு போஸ்டர்கள்: Malligai Dental “Know what happens in the chair”, Kalai Vizha “Three days of art, dance and music”' } },
];
