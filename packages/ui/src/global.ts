// The page-wide styles: self-hosted fonts (Latin and Latin Extended, so Turkish renders in the
// same face) and the reset in global.css.ts. Import once, at the root of an app or Storybook.
import '@fontsource/atkinson-hyperlegible-next/400.css';
import '@fontsource/atkinson-hyperlegible-next/700.css';
import './global.css.ts';
