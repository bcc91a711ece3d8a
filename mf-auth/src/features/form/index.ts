export { EmailField } from './EmailField';
export { emailError } from './emailError';
export { MailCodeField } from './MailCodeField';
export { normalizeEmail } from './normalizeEmail';
export { NewPasswordFields } from './NewPasswordFields';
export { Form, FormError, LinkButton, Links, Note } from './styles';
export { useResendCode } from './useResendCode';
