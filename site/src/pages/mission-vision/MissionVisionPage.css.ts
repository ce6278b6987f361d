import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

/** The contact card closing the page, spaced like a section. */
export const contact = style({ marginBlockStart: vars.space.xxl });

export const text = style({ maxInlineSize: vars.size.readableText });

export const quote = style({
  maxInlineSize: vars.size.readableText,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
});

export const quoteText = style({
  fontSize: vars.font.size.lg,
  fontStyle: 'italic',
});

export const quoteCaption = style({
  marginBlockStart: vars.space.sm,
  color: vars.color.text.muted,
});
