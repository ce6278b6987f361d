import type { Localized } from './locale.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/testimonials.ts').default>(
  'testimonials',
  (locale) => import(`./${locale}/testimonials.ts`),
);

export const testimonialRoles = ['client', 'parent'] as const;
export type TestimonialRole = (typeof testimonialRoles)[number];

export type Testimonial = {
  id: string;
  quote: Localized;
  /** Always anonymous: we never publish who said it. */
  author: Localized;
  role: TestimonialRole;
};

export const testimonialRoleLabels: Readonly<Record<TestimonialRole, Localized>> = {
  client: text((t) => t.testimonialRoleLabels.client),
  parent: text((t) => t.testimonialRoleLabels.parent),
};

/** Shared with permission and without names, as told to us. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'client-turkish',
    quote: text((t) => t.testimonials['client-turkish'].quote),
    author: text((t) => t.testimonials['client-turkish'].author),
    role: 'client',
  },
  {
    id: 'parent-anxiety',
    quote: text((t) => t.testimonials['parent-anxiety'].quote),
    author: text((t) => t.testimonials['parent-anxiety'].author),
    role: 'parent',
  },
  {
    id: 'client-trauma',
    quote: text((t) => t.testimonials['client-trauma'].quote),
    author: text((t) => t.testimonials['client-trauma'].author),
    role: 'client',
  },
];
