export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel.tsx';
export { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex } from './carouselState.ts';
