import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const form = style({
  maxInlineSize: vars.size.readableText,
});

/** The secret to type into an authenticator app: grouped and selectable, never wrapped mid-group. */
export const secret = style({
  fontFamily: 'monospace',
  fontSize: vars.font.size.lg,
  letterSpacing: '0.1em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
