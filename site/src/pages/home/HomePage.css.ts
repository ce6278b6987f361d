import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const quote = style({ fontStyle: 'italic' });

export const muted = style({ color: vars.color.text.muted });

export const urgentHelp = style({ marginBlockEnd: vars.space.xl });
