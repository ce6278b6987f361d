export { lazyPart, type LazyPart, type LazyPartProps } from './lazyPart.tsx';
export { LoadBoundary } from './LoadBoundary.tsx';
export { partCode, type PartCode, type PartModule } from './partCode.ts';
