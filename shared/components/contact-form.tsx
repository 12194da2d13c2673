/**
 * The contact form (SPEC §2.12, §5, §7, §8).
 *
 * Without JavaScript it is a plain urlencoded POST to /api/contact with native checks
 * (required, type=email, maxLength from CONTACT_LIMITS). The server answers 303 to
 * /contact?sent=1, or re-renders this page with the values typed and a message per field,
 * which arrive here as `initialValues` / `initialErrors` / `initialStatus`.
 *
 * With JavaScript the same schema (`parseContact`, zod/mini: only this page's chunk carries
 * it) checks the form in the browser, then the message goes out as JSON through `fetch`.
 * Every text comes from the shared catalogue (shared/contact/messages.ts).
 */
import { useEffect, useLayoutEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { contactMessages } from '../contact/messages.js';
import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, parseContact, type ContactField, type ContactFieldErrors } from '../contact/schema.js';
import { PrivacyPolicyLink } from './privacy-dialog-context.js';

export type ContactFormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; text: string };

export type ContactFormProps = {
  /** Values shown in the fields at first render (typed values after a failed post, or a prefilled subject). */
  initialValues?: Readonly<Record<string, string>>;
  initialErrors?: ContactFieldErrors;
  initialStatus?: ContactFormStatus;
};

type TextField = Exclude<ContactField, 'privacy'>;

type FieldSpec = {
  name: TextField;
  label: string;
  type?: 'email' | 'tel' | 'text';
  autoComplete: string;
  optional?: boolean;
  multiline?: boolean;
  /** Spans both columns of the grid on wide screens. */
  wide?: boolean;
  placeholder?: string;
};

const fields: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', placeholder: 'name@example.com' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true, placeholder: '+91 98765 43210' },
  { name: 'company', label: 'Company', autoComplete: 'organization', optional: true, wide: true },
  { name: 'subject', label: 'Subject', autoComplete: 'off', wide: true, placeholder: 'e.g. A new logo for our bakery' },
  { name: 'message', label: 'Message', autoComplete: 'off', multiline: true, wide: true, placeholder: 'Tell us about your business, your goals and your timeline.' },
];

const FORM_ID = 'contact-form';
const fieldId = (name: ContactField) => `${FORM_ID}-${name}`;
const errorId = (name: ContactField) => `${FORM_ID}-${name}-error`;

function statusText(status: ContactFormStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'sending':
      return contactMessages.sending;
    case 'success':
      return contactMessages.success;
    case 'error':
      return status.text;
  }
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
  return input;
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

export function ContactForm({ initialValues = {}, initialErrors = {}, initialStatus = { kind: 'idle' } }: ContactFormProps) {
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
    const result = parseContact(readForm(event.currentTarget));
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
    const parsed = parseContact(input);
    if (!parsed.ok) {
      // Privacy not ticked (or any other field wrong): show the messages, send nothing.
      setErrors(parsed.fields);
      setStatus({ kind: 'error', text: parsed.error });
      const first = firstInvalid(parsed.fields);
      if (first) requestFocus(first);
      return;
    }

    const trap = input[HONEYPOT_FIELD];
    const body = JSON.stringify(typeof trap === 'string' && trap !== '' ? { ...parsed.data, [HONEYPOT_FIELD]: trap } : parsed.data);
    setErrors({});
    setStatus({ kind: 'sending' });

    let response: Response;
    try {
      response = await fetch('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    } catch {
      setStatus({ kind: 'error', text: contactMessages.network });
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
    setStatus({ kind: 'error', text: answer.error ?? contactMessages.failed });
    requestFocus(firstInvalid(answer.fields) ?? 'submit');
  };

  const statusMessage = statusText(status);
  // After a no-JS round trip the browser focuses what needs attention (autofocus in the HTML).
  const autoFocusField = firstInvalid(initialErrors);
  const autoFocusStatus = autoFocusField === undefined && initialStatus.kind !== 'idle';

  return (
    <form
      id={FORM_ID}
      className="contact-form"
      method="post"
      action="/api/contact"
      noValidate={enhanced}
      aria-describedby={hintId}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <p id={hintId} className="contact-form__hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <div className="contact-form__grid">
        {fields.map((spec) => {
          const error = errors[spec.name];
          const common = {
            id: fieldId(spec.name),
            name: spec.name,
            className: spec.multiline ? 'field__control field__control--multiline' : 'field__control',
            required: !spec.optional,
            maxLength: CONTACT_LIMITS[spec.name],
            autoComplete: spec.autoComplete,
            placeholder: spec.placeholder,
            defaultValue: initialValues[spec.name] ?? '',
            autoFocus: autoFocusField === spec.name,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId(spec.name) : undefined,
          };
          return (
            <div key={spec.name} className={`field${spec.wide ? ' field--wide' : ''}${error ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={fieldId(spec.name)}>
                {spec.label}
                {spec.optional ? (
                  <span className="field__optional"> (optional)</span>
                ) : (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              {spec.multiline ? <textarea rows={6} {...common} /> : <input type={spec.type ?? 'text'} {...common} />}
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
        <label htmlFor={`${FORM_ID}-${HONEYPOT_FIELD}`}>Website (leave this empty)</label>
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
          I agree to the <PrivacyPolicyLink className="field__link" /> and to being contacted about my enquiry.
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

      <div className="contact-form__actions">
        <button type="submit" className="button button--primary contact-form__submit" disabled={sending}>
          {sending ? contactMessages.sending : 'Send message'}
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

/** After a message went out: an empty form (defaults from a prefill or a failed post included). */
function clearForm(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = '';
  }
}
