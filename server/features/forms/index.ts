// What other features may use of the forms feature (the operator reads forms and exports submissions); lint holds
// them to it.
export { REMOVED_FORM_STATUS } from './form-import.js';
export { fieldsOf, findForm, toForm } from './form-store.js';
