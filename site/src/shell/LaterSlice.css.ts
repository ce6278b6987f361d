import { style } from '@vanilla-extract/css';

/** The wrapper takes no box: the part lays out as if it were its parent's child (a flex gap, a grid cell). */
export const wrapper = style({ display: 'contents' });
