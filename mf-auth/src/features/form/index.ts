export { EmailField } from './EmailField';
export { emailError } from './emailError';
export { MailCodeField } from './MailCodeField';
// Spec 1 §5's e-mail rule is the one every e-mail field of the platform applies.
export { normalizeEmail } from '@atrium/shared';
export { NewPasswordFields } from './NewPasswordFields';
export { newPasswordErrors } from './newPasswordErrors';
export { Form, FormError, LinkButton, Links, Note } from './styles';
export { useResendCode } from './useResendCode';
