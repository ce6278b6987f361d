// The page-wide styles: the self-hosted text face and the reset in global.css.ts.
// Import once, at the root of an app or Storybook.
import './fonts.css';
import './global.css.ts';
