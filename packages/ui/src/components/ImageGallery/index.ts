export { ImageGallery, type ImageGalleryProps, type GalleryImage } from './ImageGallery.tsx';
