/**
 * The provider's identity as the edge functions need it.
 *
 * A copy of the matching fields of `packages/content/src/brand.ts`: `supabase functions deploy`
 * bundles only what lives under `supabase/functions` (supabase/cli#3467), so a function cannot
 * import the site's content package. `brand.test.ts` fails when the two disagree.
 */
export const brand = {
  name: 'Ankerlicht GGZ',
  siteUrl: 'https://www.ankerlicht-ggz.nl',
  /** The registration inbox: the default `MAIL_TO`. */
  email: 'info@ankerlicht-ggz.nl',
  /**
   * The second address that hears of a registration whose e-mail could not be delivered after
   * every retry: the default `ALERT_TO`. Function-only (not on the site).
   */
  alertEmail: 'aanmeldingen-storing@ankerlicht-ggz.nl',
} as const;
