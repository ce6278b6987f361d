/** The URL of the chunk a dynamic import of the module loads (see @ankerlicht/vite-config's chunkUrl). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
