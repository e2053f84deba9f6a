import { ElementApolloProvider } from '../react/core/api/apollo-provider';
import { defineElement, registerElement } from '../react/core/element/define-element';
import { EventForm } from '../react/form/event-form';

/**
 * A form of the event: every field type of the event file, validation, the author field, success and errors.
 * Works alone in any page; without a session it logs the visitor in anonymously when they submit.
 *
 * @summary A form of the event.
 * @tag event-form
 *
 * @attr {string} code - The form's code from the event file (required).
 * @attr {string} api-url - The GraphQL endpoint. Default `/graphql`.
 * @attr {string} config - The id of a `<script type="application/json">` holding the runtime configuration. Default `foyer-config`.
 * @attr {'de-DE-DU' | 'de' | 'de-DE-SIE' | 'en'} language - `de-DE-DU` (default), `de`, `de-DE-SIE` or `en`.
 * @attr {number} project-id - The project of the event. Default 4.
 * @attr {number} event-project-id - The event project. Default 6.
 * @attr {boolean} dialog - `true` when the form is a dialog's content: the dialog shows the title, the form adds a cancel button and shows no success view (the dialog closes and confirms).
 *
 * @fires event-form-submit - A submission was accepted by the server. `detail: FormSubmitDetail` = `{ code: string }`.
 * @fires event-form-cancel - The cancel button of a form with `dialog="true"` was pressed. `detail: FormCancelDetail` = `{ code: string }`.
 *
 * @csspart root - The element's outermost box.
 * @csspart error - The notice shown when the required `code` attribute is missing.
 * @csspart form - The form.
 * @csspart form-field - One field with its label, hint and error.
 * @csspart form-error - Why the submission failed.
 * @csspart form-success - The thank-you with the button for another answer.
 *
 * @cssprop --foyer-color-primary - Buttons. Default `#0047b3`.
 * @cssprop --foyer-color-border - Input borders. Default `#d4d9e1`.
 * @cssprop --foyer-color-focus - The keyboard focus ring (3:1 on light and dark backgrounds). Default `#d9480f`.
 */
export class EventFormElement extends defineElement({
  tagName: 'event-form',
  // Its space before its data arrive: the first fields of a form (docs/elements.md "Reserving an element's space").
  reservedHeight: '480px',
  apollo: ElementApolloProvider,
  component: EventForm,
  requiredAttributes: ['code'],
  attributes: { code: 'string', dialog: 'boolean' },
}) {}

registerElement('event-form', EventFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'event-form': EventFormElement;
  }
}
