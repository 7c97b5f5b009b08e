/**
 * The public surface of the forms feature: only what other features use. Import it as
 * `@/modules/forms`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { FormTextField } from './form-text-field';
export { FormInputField } from './form-input-field';
export { SubmitButton } from './submit-button';
export { useContractForm } from './use-contract-form';
export { fieldMessage, type FieldMessageSource } from './field-message';
export { useDebouncedValue } from './use-debounced-value';
export { ConfirmDialog } from './confirm-dialog';
