export { lazyPart, type LazyPart, type LazyPartProps } from './lazyPart.tsx';
