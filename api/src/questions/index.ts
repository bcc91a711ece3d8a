export { findForm, questionRows, toQuestion, type QuestionRow, type RegistrationForm } from './form';
export { checkFile, forgetRegistrationFiles, registrationFileKeys, takesFile } from './files';
export { checkAnswers } from './answers';
