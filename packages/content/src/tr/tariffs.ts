// The words of ../tariffs.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/tariffs.ts';

export default {
  title: 'Tarifeler',
  text: 'Tedavi ayrı görüşmelerden (seanslardan) oluşur. Her görüşme için ayrı bir tarife uygulanır. Bu tarife, görüşmenin ne kadar sürdüğüne ve terapistinizin mesleğine (örneğin psikolog veya psikiyatrist) bağlıdır. Masrafları karşılanan tedavilerde sağlık sigortanız veya belediye, onlarla kararlaştırdığımız tarifeyi bize öder. Ücreti kendiniz ödüyorsanız, örneğin masrafları karşılanmayan bir tedavi için, Hollanda Sağlık Otoritesi’nin (NZa) her yıl belirlediği azami tarifeleri uygularız.',
  finderLabel: 'Tüm azami tarifeler için NZa’nın tarife arama aracı (Felemenkçe)',
} satisfies Translation<typeof source>;
