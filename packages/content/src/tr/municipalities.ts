// The words of ../municipalities.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/municipalities.ts';

export default {
  childReimbursement: {
    title: 'Masrafları belediye karşılar',
    paragraphs: [
      '18 yaşına kadar çocuklar ve gençler için tedavi masraflarını belediye karşılar. Bu, Gençlik Yasası’nda (Jeugdwet) düzenlenmiştir. Siz hiçbir şey ödemezsiniz; kendi payı (eigen risico) da ödenmez.',
      'Hangi belediyenin ödeyeceği, çocuğunuzun ikamet olarak kayıtlı olduğu yere bağlıdır. Aşağıdaki belediyeler ve bölgelerle sözleşmemiz var. Başka bir yerde mi yaşıyorsunuz? Bizimle iletişime geçin; çoğu zaman yine de bir yol bulunur.',
      '18 yaşından itibaren masrafları, temel sağlık sigortası kapsamında sağlık sigortası şirketi karşılar; bu durumda kendi payı ödenir.',
    ],
  },
} satisfies Translation<typeof source>;
