export { EmailField } from './EmailField';
export { normalizeEmail } from './normalizeEmail';
export { NewPasswordFields } from './NewPasswordFields';
export { Form, FormError, LinkButton, Links, Note } from './styles';
