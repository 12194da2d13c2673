/**
 * What the server hands the contact page when it re-renders it after a plain (no-JS) form
 * POST: the values the visitor typed and a message per field. Serialised into the page so
 * hydration sees the same state.
 */
export type ContactFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message for the whole form, e.g. the privacy or rate-limit message. */
  formError?: string;
};
