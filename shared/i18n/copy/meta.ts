/** The <head> text every page copy carries (PageMeta adds the brand and the site's own keywords). */
export type PageMetaCopy = {
  title: string;
  description: string;
  keywords?: readonly string[];
};
