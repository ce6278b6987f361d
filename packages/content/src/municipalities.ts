import type { Localized } from './locale.ts';

/**
 * The eight municipalities and regions we have youth care contracts with (docs/product-rules.md §9), by
 * their exact names. Proper nouns: written the same in every language.
 */
export const contractedMunicipalities = [
  'Aalsmeer',
  'Amstelveen',
  'Amsterdam Nieuw-West',
  'Diemen',
  'Uithoorn',
  'Ouder-Amstel',
  'Zaanstreek-Waterland',
  'Zuid-Kennemerland',
] as const;
export type ContractedMunicipality = (typeof contractedMunicipalities)[number];

/** How child and youth care is paid for: the lead of the child financing page. */
export const childReimbursement: { title: Localized; paragraphs: readonly Localized[] } = {
  title: {
    nl: 'Vergoeding via de gemeente',
    en: 'Paid for by the municipality',
    tr: 'Masrafları belediye karşılar',
  },
  paragraphs: [
    {
      nl: 'Voor kinderen en jongeren tot 18 jaar betaalt de gemeente de zorg. Dat staat in de Jeugdwet. U betaalt zelf niets en er is geen eigen risico.',
      en: 'For children and young people up to 18, the municipality pays for care. This is set out in the Youth Act (Jeugdwet). You pay nothing yourself and there is no deductible.',
      tr: '18 yaşına kadar çocuklar ve gençler için tedavi masraflarını belediye karşılar. Bu, Gençlik Yasası’nda (Jeugdwet) düzenlenmiştir. Siz hiçbir şey ödemezsiniz; kendi payı (eigen risico) da ödenmez.',
    },
    {
      nl: 'Welke gemeente betaalt, hangt af van waar uw kind staat ingeschreven. Met de gemeenten en regio’s hieronder hebben we een contract. Woont u ergens anders? Neem contact met ons op: vaak is er toch een mogelijkheid.',
      en: 'Which municipality pays depends on where your child is registered as living. We have contracts with the municipalities and regions below. If you live elsewhere, contact us: there is often still a way.',
      tr: 'Hangi belediyenin ödeyeceği, çocuğunuzun ikamet olarak kayıtlı olduğu yere bağlıdır. Aşağıdaki belediyeler ve bölgelerle sözleşmemiz var. Başka bir yerde mi yaşıyorsunuz? Bizimle iletişime geçin; çoğu zaman yine de bir yol bulunur.',
    },
    {
      nl: 'Vanaf 18 jaar betaalt de zorgverzekeraar uit de basisverzekering. Dan geldt het eigen risico.',
      en: 'From 18, the health insurer pays, through basic health insurance, and the deductible applies.',
      tr: '18 yaşından itibaren masrafları, temel sağlık sigortası kapsamında sağlık sigortası şirketi karşılar; bu durumda kendi payı ödenir.',
    },
  ],
};
