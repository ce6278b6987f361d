import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const section = style({ marginBlockStart: vars.space.xxl });

export const heading = style({ fontSize: vars.font.size.xl });
