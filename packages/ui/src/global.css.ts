import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens/theme.css.ts';
import { focusRingValues } from './styles/focus.css.ts';
import { headerHeightProperty } from './components/SiteHeader/headerHeightProperty.ts';

// A small reset: predictable box sizing, no default margins, media that fits its box.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('html', {
  colorScheme: 'light',
  textSizeAdjust: '100%',
  WebkitTextSizeAdjust: '100%',
  // Focus and anchors land below the sticky header: its measured height once the app runs
  // (useHeaderHeight), the design height before.
  scrollPaddingBlockStart: `calc(var(${headerHeightProperty}, ${vars.size.headerHeight}) + ${vars.space.md})`,
  // An element focused below the fold is scrolled up to a space above the bottom edge, not onto
  // it: its focus ring (outline and offset) shows whole, and no sub-pixel scroll leaves it cut.
  scrollPaddingBlockEnd: vars.space.md,
});
// A phone number is a left-to-right run of digits in any reading direction: isolated, it keeps its
// order on a right-to-left page ("020-765 43 21", never "21 43 020-765").
globalStyle('a[href^="tel:"]', { direction: 'ltr', unicodeBidi: 'isolate' });
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than the line breaks where it must, and (unlike break-word) a box sized by its
  // content (a grid column, a flex item, a fieldset) may be narrower than that word: with 200 % text
  // on a phone, "Zelfmoordpreventie" or an e-mail address no longer pushes the page wider than the
  // screen.
  overflowWrap: 'anywhere',
});
globalStyle('h1, h2, h3, h4', { lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold, textWrap: 'balance' });
globalStyle('p, li', { textWrap: 'pretty' });
// Native elements outside React Aria get the same ring on keyboard focus.
globalStyle(':focus-visible', focusRingValues);
// Not for an element script focuses when it appears (tabindex -1: the error summary, a failure
// notice): focusedOnAppear shows its ring after a mouse click too.
globalStyle(':focus:not(:focus-visible):not([tabindex="-1"])', { outline: 'none' });
globalStyle('::selection', { backgroundColor: vars.color.surface.brandSubtle });
