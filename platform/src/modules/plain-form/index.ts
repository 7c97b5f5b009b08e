/**
 * The public surface of the plain-form feature: the public pages' forms as server markup with a
 * small island, MUI's look without MUI (issue 16). Import it as `@/modules/plain-form`; each
 * form's submit module, loaded on the form's first focus, calls runContractForm.
 */
export { PlainTextField, type PlainTextFieldProps } from './plain-text-field';
export { PlainSubmitButton } from './plain-submit-button';
export { PlainRadioGroup } from './plain-radio-group';
export { PlainFormIsland } from './plain-form-island';
export { PlainOutcomeForm, type PlainOutcome } from './plain-outcome-form';
export { PlainAlert } from './plain-alert';
export { runContractForm } from './run-contract-form';
export { showFieldError } from './field-error';
