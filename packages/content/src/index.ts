export * from './locale.ts';
export * from './brand.ts';
