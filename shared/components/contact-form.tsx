/**
 * The contact form (SPEC §2.12, §5, §7, §8).
 *
 * Without JavaScript it is a plain urlencoded POST to its own page (/contact) with native checks
 * (required, type=email, maxLength from CONTACT_LIMITS). The server answers 303 to
 * /contact?sent=1, or re-renders this page with the values typed and a message per field,
 * which arrive here as `initialValues` / `initialErrors` / `initialStatus`.
 *
 * With JavaScript the same schema (`parseContact`, zod/mini: only this page's chunk carries
 * it) checks the form in the browser, then the message goes out as JSON through `fetch`.
 *
 * One language per page: labels and hints come from the page's copy (`copy`), every message
 * from the shared catalogue (shared/contact/messages.ts) in the page's language, the same
 * one the server answers from. The Tamil form says so in a hidden `lang` field (and in the
 * JSON), so the server answers, redirects and stores the message in Tamil; the English form
 * posts exactly SPEC's fields.
 *
 * Each message shows once: by its field when a field is wrong (tied to it with
 * aria-describedby, and the field takes the focus), in the status box when it is about the
 * whole form (sending, success, server, network, rate limit).
 *
 * Campaign attribution (shared/contact/attribution.ts): the form renders ATTRIBUTION_MARKER
 * in an element React does not hydrate into; for a visitor who came from a campaign the
 * server replaces it with hidden fields (server/plugins/pages.ts), which a plain post sends.
 * With JavaScript the JSON carries the attribution of the tab's landing page instead
 * (sessionStorage, read when sending, never during render), or else those hidden fields.
 */
import { useEffect, useLayoutEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ATTRIBUTION_FLAG_FIELDS, ATTRIBUTION_MARKER, ATTRIBUTION_TEXT_FIELDS, attributionFields, attributionFrom, hasSource, readLanding } from '../contact/attribution.js';
import { contactMessagesByLang, type ContactMessageCatalogue } from '../contact/messages.js';
import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, LANG_FIELD, parseContact, type ContactField, type ContactFieldErrors } from '../contact/schema.js';
import type { ContactFormCopy } from '../routes/contact/copy.js';
import { defaultLang } from '../i18n/lang.js';
import { withSlot } from '../i18n/slot.js';
import { useLang, useLocalize } from '../i18n/ui-context.js';
import { PrivacyPolicyLink } from './privacy-dialog-context.js';

export type ContactFormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; text: string };

export type ContactFormProps = {
  /** Labels, placeholders and hints in the page's language. */
  copy: ContactFormCopy;
  /** Values shown in the fields at first render (typed values after a failed post, or a prefilled subject). */
  initialValues?: Readonly<Record<string, string>>;
  initialErrors?: ContactFieldErrors;
  initialStatus?: ContactFormStatus;
};

type TextField = Exclude<ContactField, 'privacy'>;

type FieldSpec = {
  name: TextField;
  type?: 'email' | 'tel' | 'text';
  autoComplete: string;
  optional?: boolean;
  multiline?: boolean;
  /** Spans both columns of the grid on wide screens. */
  wide?: boolean;
  /** A placeholder that reads the same in every language (otherwise the copy's, if any). */
  placeholder?: string;
};

const fields: readonly FieldSpec[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email', placeholder: 'name@example.com' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', optional: true, placeholder: '+91 90000 00000' },
  { name: 'company', autoComplete: 'organization', optional: true, wide: true },
  { name: 'subject', autoComplete: 'off', wide: true },
  { name: 'message', autoComplete: 'off', multiline: true, wide: true },
];

const FORM_ID = 'contact-form';
const fieldId = (name: ContactField) => `${FORM_ID}-${name}`;
const errorId = (name: ContactField) => `${FORM_ID}-${name}-error`;
const hintIdOf = (name: ContactField) => `${FORM_ID}-${name}-hint`;

function statusText(status: ContactFormStatus, messages: ContactMessageCatalogue): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'sending':
      return messages.sending;
    case 'success':
      return messages.success;
    case 'error':
      return status.text;
  }
}

/**
 * The status box after a failure: the message for the whole form, unless a field already
 * shows that very text (the privacy warning, or the first wrong field's message that the
 * schema and the server also give as the summary), so no message shows twice.
 */
export function failureStatus(text: string, fields: ContactFieldErrors): ContactFormStatus {
  return Object.values(fields).includes(text) ? { kind: 'idle' } : { kind: 'error', text };
}

const isTicked = (value: string | undefined) => value === 'on' || value === 'true';

function firstInvalid(errors: ContactFieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** What the form holds right now, shaped like the JSON body (privacy as a boolean). */
function readForm(form: HTMLFormElement): Record<string, string | boolean> {
  const data = new FormData(form);
  const input: Record<string, string | boolean> = {};
  for (const field of CONTACT_FIELDS) {
    if (field === 'privacy') continue;
    const value = data.get(field);
    if (typeof value === 'string') input[field] = value;
  }
  input.privacy = data.get('privacy') !== null;
  const lang = data.get(LANG_FIELD);
  if (typeof lang === 'string') input[LANG_FIELD] = lang;
  return input;
}

/**
 * The attribution to send with the JSON post: the tab's landing page when it says where the
 * visitor came from, else the hidden fields the server put in the form, else the landing page.
 */
function attributionToSend(form: HTMLFormElement): Record<string, string | true> {
  const landing = readLanding();
  const remembered = landing ? attributionFrom(landing.url, landing.referrer, window.location.origin) : undefined;
  if (remembered && hasSource(remembered)) return attributionFields(remembered);
  const data = new FormData(form);
  const hidden: Record<string, string> = {};
  for (const name of [...Object.keys(ATTRIBUTION_TEXT_FIELDS), ...Object.keys(ATTRIBUTION_FLAG_FIELDS)]) {
    const value = data.get(name);
    if (typeof value === 'string') hidden[name] = value;
  }
  if (Object.keys(hidden).length > 0) return hidden;
  return remembered ? attributionFields(remembered) : {};
}

/** The field messages of a server answer: only known fields with a text. */
function fieldErrorsOf(value: unknown): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (typeof value !== 'object' || value === null) return errors;
  for (const field of CONTACT_FIELDS) {
    const message: unknown = Object.getOwnPropertyDescriptor(value, field)?.value;
    if (typeof message === 'string' && message.trim() !== '') errors[field] = message;
  }
  return errors;
}

async function readAnswer(response: Response): Promise<{ error?: string; fields: ContactFieldErrors }> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return { fields: {} };
    const error: unknown = Object.getOwnPropertyDescriptor(body, 'error')?.value;
    const fields = fieldErrorsOf(Object.getOwnPropertyDescriptor(body, 'fields')?.value);
    return typeof error === 'string' && error.trim() !== '' ? { error, fields } : { fields };
  } catch {
    return { fields: {} };
  }
}

export function ContactForm({ copy, initialValues = {}, initialErrors = {}, initialStatus = { kind: 'idle' } }: ContactFormProps) {
  const lang = useLang();
  const localize = useLocalize();
  const messages = contactMessagesByLang[lang];
  const [errors, setErrors] = useState<ContactFieldErrors>(initialErrors);
  const [status, setStatus] = useState<ContactFormStatus>(initialStatus);
  // Native checks serve visitors without JavaScript; once hydrated, the schema's messages do.
  const [enhanced, setEnhanced] = useState(false);
  // Which element to focus after the next render (so aria-invalid is already in place).
  const [focusRequest, setFocusRequest] = useState<{ target: ContactField | 'submit'; seq: number }>();
  const hintId = useId();

  useEffect(() => setEnhanced(true), []);

  // Before paint, so a screen reader hears the focused field with its error straight away.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    const form = document.getElementById(FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const target = focusRequest.target === 'submit' ? form.querySelector('button[type="submit"]') : document.getElementById(fieldId(focusRequest.target));
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const sending = status.kind === 'sending';
  const requestFocus = (target: ContactField | 'submit') => setFocusRequest((previous) => ({ target, seq: (previous?.seq ?? 0) + 1 }));

  /** While a field shows a message, re-check it as the visitor types and clear it once it is fixed. */
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target: EventTarget = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const field = CONTACT_FIELDS.find((candidate) => candidate === target.name);
    if (!field || errors[field] === undefined) return;
    const result = parseContact(readForm(event.currentTarget), lang);
    const message = result.ok ? undefined : result.fields[field];
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const input = readForm(form);
    const parsed = parseContact(input, lang);
    if (!parsed.ok) {
      // Privacy not ticked (or any other field wrong): show the messages, send nothing.
      setErrors(parsed.fields);
      setStatus(failureStatus(parsed.error, parsed.fields));
      const first = firstInvalid(parsed.fields);
      if (first) requestFocus(first);
      return;
    }

    const trap = input[HONEYPOT_FIELD];
    const fields = { ...parsed.data, ...attributionToSend(form) };
    const body = JSON.stringify(typeof trap === 'string' && trap !== '' ? { ...fields, [HONEYPOT_FIELD]: trap } : fields);
    setErrors({});
    setStatus({ kind: 'sending' });

    let response: Response;
    try {
      response = await fetch('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    } catch {
      setStatus({ kind: 'error', text: messages.network });
      requestFocus('submit');
      return;
    }

    if (response.ok) {
      clearForm(form);
      setStatus({ kind: 'success' });
      requestFocus('submit');
      return;
    }

    const answer = await readAnswer(response);
    setErrors(answer.fields);
    setStatus(failureStatus(answer.error ?? messages.failed, answer.fields));
    requestFocus(firstInvalid(answer.fields) ?? 'submit');
  };

  const statusMessage = statusText(status, messages);
  // After a no-JS round trip the browser focuses what needs attention (autofocus in the HTML).
  const autoFocusField = firstInvalid(initialErrors);
  const autoFocusStatus = autoFocusField === undefined && initialStatus.kind !== 'idle';

  return (
    <form
      id={FORM_ID}
      className="contact-form"
      method="post"
      action={localize('/contact')}
      noValidate={enhanced}
      aria-describedby={hintId}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <p id={hintId} className="contact-form__hint">
        {withSlot(
          copy.hint,
          'mark',
          <>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{copy.markLabel}</span>
          </>,
        )}
      </p>
      {lang === defaultLang ? null : <input type="hidden" name={LANG_FIELD} value={lang} />}
      {/* Where the server puts the campaign's hidden fields; React leaves what it finds here alone. */}
      <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ATTRIBUTION_MARKER }} />

      <div className="contact-form__grid">
        {fields.map((spec) => {
          const error = errors[spec.name];
          const text = copy.fields[spec.name];
          const common = {
            id: fieldId(spec.name),
            name: spec.name,
            className: spec.multiline ? 'field__control field__control--multiline' : 'field__control',
            required: !spec.optional,
            maxLength: CONTACT_LIMITS[spec.name],
            autoComplete: spec.autoComplete,
            placeholder: spec.placeholder ?? text.placeholder,
            defaultValue: initialValues[spec.name] ?? '',
            autoFocus: autoFocusField === spec.name,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': [text.hint ? hintIdOf(spec.name) : '', error ? errorId(spec.name) : ''].filter(Boolean).join(' ') || undefined,
          };
          return (
            <div key={spec.name} className={`field${spec.wide ? ' field--wide' : ''}${error ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={fieldId(spec.name)}>
                {text.label}
                {spec.optional ? (
                  <span className="field__optional"> ({copy.optional})</span>
                ) : (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              {spec.multiline ? <textarea rows={6} {...common} /> : <input type={spec.type ?? 'text'} {...common} />}
              {text.hint ? (
                <p id={hintIdOf(spec.name)} className="field__hint">
                  {text.hint}
                </p>
              ) : null}
              {error ? (
                <p id={errorId(spec.name)} className="field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>

      {/* Trap for bots: hidden from people and assistive technology, never focused by Tab. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${FORM_ID}-${HONEYPOT_FIELD}`}>{copy.trap}</label>
        <input id={`${FORM_ID}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" maxLength={CONTACT_LIMITS.website} />
      </div>

      <div className={`field field--check${errors.privacy ? ' field--invalid' : ''}`}>
        <input
          id={fieldId('privacy')}
          className="field__checkbox"
          type="checkbox"
          name="privacy"
          required
          defaultChecked={isTicked(initialValues.privacy)}
          autoFocus={autoFocusField === 'privacy'}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={errors.privacy ? errorId('privacy') : undefined}
        />
        <label className="field__check-label" htmlFor={fieldId('privacy')}>
          {withSlot(copy.privacy, 'link', <PrivacyPolicyLink className="field__link">{copy.privacyLink}</PrivacyPolicyLink>)}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        {errors.privacy ? (
          <p id={errorId('privacy')} className="field__error">
            {errors.privacy}
          </p>
        ) : null}
      </div>

      <p className="contact-form__notice">{withSlot(copy.notice, 'link', <PrivacyPolicyLink className="field__link">{copy.noticeLink}</PrivacyPolicyLink>)}</p>

      <div className="contact-form__actions">
        <button type="submit" className="button button--primary contact-form__submit" disabled={sending}>
          {sending ? messages.sending : copy.submit}
        </button>
        <p
          role="status"
          className={`contact-form__status contact-form__status--${status.kind}`}
          tabIndex={autoFocusStatus ? -1 : undefined}
          autoFocus={autoFocusStatus}
        >
          {statusMessage}
        </p>
      </div>
    </form>
  );
}

/** After a message went out: an empty form (defaults from a prefill or a failed post included); the hidden language stays. */
function clearForm(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = '';
  }
}
