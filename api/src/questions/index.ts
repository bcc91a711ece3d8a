export { findForm, questionRows, toQuestion, type QuestionRow, type RegistrationForm } from './form';
export { checkFile, takesFile } from './files';
