/**
 * The raw palette: private to the tokens folder. Components use the semantic contract
 * (`vars` from theme.css.ts), never these values. Contrast ratios are against the surface
 * they are meant for and meet WCAG AA (4.5:1 for text, 3:1 for borders and focus).
 */
export const palette = {
  ink: '#1c2b33', // text on sand/white: 13.9:1 on white
  inkMuted: '#4a5a63', // secondary text: 7.0:1 on white, 6.5:1 on sand
  white: '#ffffff',
  sand50: '#fbf8f3', // page background
  sand100: '#f4ede2', // subtle panels
  sand200: '#e6dccb',
  stone400: '#8a8377', // decorative dividers only
  stone600: '#6b6459', // field borders: 5.6:1 on white
  teal900: '#0b3b40',
  teal800: '#0f4c52', // primary actions: 10.2:1 with white text
  teal700: '#14616a', // links: 7.1:1 on white
  teal100: '#dcefef',
  teal50: '#eef7f6',
  coral700: '#a8432a', // accent text: 5.6:1 on white
  coral100: '#fbe4dc',
  red700: '#b42318', // critical: 6.5:1 on white
  red50: '#fdecea',
  amber800: '#7a4a00', // warning text: 7.6:1 on amber50
  amber50: '#fff4db',
  green700: '#1e6b3a', // success: 6.3:1 on white
  green50: '#e8f5ec',
  blue700: '#1f5a8f', // info: 7.0:1 on white
  blue50: '#e9f2fb',
  focus: '#c2410c', // focus ring: 4.6:1 on white and sand, distinct from the teal brand
} as const;
