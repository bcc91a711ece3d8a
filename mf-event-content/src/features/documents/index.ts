export { DocumentsPage } from './DocumentsPage';
