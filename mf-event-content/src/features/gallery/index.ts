export { GalleryPage } from './GalleryPage';
