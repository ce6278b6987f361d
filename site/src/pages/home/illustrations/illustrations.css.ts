import { style } from '@vanilla-extract/css';
import { vars } from '@ankerlicht/ui';

export const svg = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });
export const sky = style({ fill: vars.color.surface.brandSubtle });
export const ground = style({ fill: vars.color.surface.subtle });
export const primary = style({ fill: vars.color.surface.primary });
export const accent = style({ fill: vars.color.surface.accentSubtle });
export const warm = style({ fill: vars.color.surface.warningSubtle });
export const soft = style({ fill: vars.color.surface.successSubtle });
export const line = style({ fill: 'none', stroke: vars.color.border.strong, strokeWidth: 4, strokeLinecap: 'round' });
export const muted = style({ fill: vars.color.text.muted });
