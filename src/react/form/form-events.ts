// The public events of <event-form>, dispatched from the element (bubbles, composed). Documented in docs/embedding.md.

/** A submission was accepted by the server. The values stay private to the form. */
export interface FormSubmitDetail {
  /** The form's code. */
  code: string;
}

/** The cancel button of a form in a dialog (`dialog="true"`) was pressed: the dialog closes. */
export interface FormCancelDetail {
  /** The form's code. */
  code: string;
}

export interface FormEventDetails {
  'event-form-submit': FormSubmitDetail;
  'event-form-cancel': FormCancelDetail;
}
