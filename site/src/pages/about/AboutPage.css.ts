import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const text = style({ maxInlineSize: vars.size.readableText });
