/**
 * The 500 (and 503) page the server writes without React (server/render/error-page.ts), in
 * the language of the URL that failed. Server only: not part of the interface text a page
 * downloads.
 */
import { defineCopy } from '../copy.js';

export type ErrorPageCopy = {
  title: string;
  message: string;
  /** {email} is the studio's e-mail address, as a link. */
  retry: string;
  backLabel: string;
};

export const errorPageCopy = defineCopy<ErrorPageCopy>({
  en: {
    title: 'Something went wrong',
    message: 'Something went wrong on our side.',
    retry: 'Please try again in a moment. If it keeps happening, write to {email}.',
    backLabel: 'Back to the home page',
  },
  ta: {
    title: 'ஏதோ தவறு நடந்துவிட்டது',
    message: 'எங்கள் தரப்பில் ஏதோ தவறு நடந்துவிட்டது.',
    retry: 'சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும். இது தொடர்ந்தால், {email} என்ற முகவரிக்கு எழுதுங்கள்.',
    backLabel: 'முகப்புப் பக்கத்துக்குத் திரும்ப',
  },
});
