export { needsFormMessage } from './needsFormMessage';
export { normalizeEmail } from './normalizeEmail';
export { NewPasswordFields } from './NewPasswordFields';
export { Form, FormError, LinkButton, Links, Note } from './styles';
export { useFieldErrors, type FieldErrors } from './useFieldErrors';
export { useSubmit } from './useSubmit';
