// The words of ../insurers.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/insurers.ts';

export default {
  adultReimbursement: {
    title: 'Tedavinizin masrafları nasıl karşılanır?',
    paragraphs: [
      'Yetişkinlere yönelik psikolojik tedavi, Hollanda’da herkesin sahip olduğu temel sağlık sigortası kapsamındadır. Bunun için ek sigortaya ihtiyacınız yoktur. Ancak aile hekiminizden bir sevk yazısı almanız gerekir.',
      'Aşağıdaki tüm sağlık sigortası şirketleriyle sözleşmemiz var. Faturayı doğrudan sağlık sigortası şirketinize göndeririz. Siz yalnızca, bu yılki kendi payınızın (eigen risico) tamamını henüz ödemediyseniz bu payı ödersiniz. {year} yılında bu tutar {amount} olarak belirlenmiştir.',
    ],
  },
} satisfies Translation<typeof source>;
