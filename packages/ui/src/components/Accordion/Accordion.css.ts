import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { turningChevron } from '../../styles/chevron.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});

export const item = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xs,
    border: 'none',
    background: 'none',
    textAlign: 'start',
    fontSize: 'inherit',
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.link },
    },
  },
]);

export const chevron = style([turningChevron, { selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } } }]);

export const panel = style({
  paddingInline: vars.space.xs,
  selectors: {
    [`${item}[data-expanded] &`]: { paddingBlockEnd: vars.space.md },
  },
});
