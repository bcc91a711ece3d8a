export { ProgramDetailDialog } from './ProgramDetailDialog';
export { ProgramPage } from './ProgramPage';
