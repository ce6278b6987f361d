// The words of ../approach.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/approach.ts';

export default {
  adultApproachTimeline: {
    registration: {
      title: 'Başvuru',
      description: 'Çevrim içi formla veya telefonla, aile hekiminizden aldığınız sevk yazısıyla birlikte başvurursunuz.',
    },
    'phone-screening': {
      title: 'Telefonla ön değerlendirme',
      description:
        'Ön değerlendirme ekibimiz sizi arar. Şikâyetlerinizi kısaca konuşur ve size doğru yardımı sunup sunamayacağımıza karar veririz.',
      timing: 'Başvurudan sonraki 2 ila 4 hafta içinde',
    },
    intake: {
      title: 'İlk değerlendirme görüşmesi',
      description:
        'Bir veya iki görüşmede sizi tanırız. Öncesinde size bir soru formu göndeririz. Şikâyetlerinize, hayatınıza ve güçlü yanlarınıza bakarız.',
      timing: '{waitingTime} süren bekleme döneminin ardından',
    },
    'treatment-plan': {
      title: 'Tedavi planı',
      description:
        'Terapistinizle birlikte hedeflerinizi ve bunlara uygun tedaviyi belirlersiniz. Kararlarda sizin de sözünüz vardır.',
    },
    treatment: {
      title: 'Tedavi',
      description:
        'Şubelerimizden birinde veya çevrim içi olarak, genellikle her hafta ya da iki haftada bir, yaklaşık 45 dakikalık seanslar yaparsınız.',
      timing: 'Kısa süreli: 3 ila 6 ayda 8 ila 12 seans',
    },
    'evaluation-and-completion': {
      title: 'Gözden geçirme ve tedavinin sonlandırılması',
      description:
        'Hedeflerinize yaklaşıp yaklaşmadığınızı düzenli olarak birlikte değerlendiririz. Sonunda kazanımlarınızı nasıl koruyacağınızı kararlaştırır ve onayınızla aile hekiminize bir mektup göndeririz.',
    },
  },
  childApproachTimeline: {
    'registration-and-screening': {
      title: 'Başvuru ve ön değerlendirme',
      description:
        'Çocuğunuz için sevk yazısıyla başvurursunuz. Ardından ön değerlendirme ekibimiz neler olduğunu ve yardımcı olup olamayacağımızı kısaca konuşmak için sizi arar.',
      timing: 'Başvurudan sonraki 2 ila 4 hafta içinde',
    },
    'parent-intake': {
      title: 'Ebeveynlerle ilk değerlendirme görüşmesi',
      description:
        'Önce sizinle, ebeveynlerle, çocuğunuz olmadan görüşürüz. Çocuğunuzun gelişimini, ailenizi ve sizi neyin endişelendirdiğini anlatırsınız.',
      timing: 'Genellikle ön değerlendirmeden 1 ila 3 hafta sonra',
    },
    'introduction-with-child': {
      title: 'Çocuğunuzla tanışma',
      description:
        'Ardından terapist çocuğunuzla tanışır: küçük çocuklarla çoğu zaman oyun yoluyla, ergenlerle ise sohbet ederek.',
    },
    'treatment-plan': {
      title: 'Tedavi planı',
      description:
        'Gördüklerimizi ve önerilerimizi sizinle ve çocuğunuzla konuşuruz. Çocuğunuzun da anlayabileceği hedefleri birlikte belirleriz.',
    },
    treatment: {
      title: 'Tedavi',
      description:
        'Çocuğunuz yaklaşık 45 dakikalık seanslara katılır. Siz de düzenli ebeveyn görüşmeleri yaparsınız; faydalı olacaksa okulla da görüşürüz.',
    },
    'evaluation-and-completion': {
      title: 'Gözden geçirme ve tedavinin sonlandırılması',
      description:
        'Hedeflere yaklaşılıp yaklaşılmadığını düzenli olarak kontrol ederiz. Hedefler gerçekleştiğinde bir kapanış görüşmesi yapar ve kazanımları korumak için öneriler veririz.',
    },
  },
  ageGroupApproaches: {
    'ages-4-8': {
      title: '4–8 yaş',
      description: 'Küçük çocuklar kendilerini en çok oyun yoluyla ifade eder. Bu yaşta en önemli yardımcılar ebeveynlerdir.',
      points: [
        'Uzun konuşmalar yerine oyun terapisi, resim ve hikâyeler',
        'Yoğun ebeveyn rehberliği, bazen ebeveyn ve çocukla birlikte seanslar',
        'Çocuğunuzun ne olacağını bilmesi için sabit bir düzende ilerleyen kısa seanslar',
      ],
    },
    'ages-8-12': {
      title: '8–12 yaş',
      description:
        'Bu yaştaki çocuklar daha fazlasını anlatabilir ve yaparak öğrenmeyi sever. Konuşmayı oyun ve alıştırmalarla birleştiririz.',
      points: [
        'Çalışma kitapları, oyunlar ve ev ödevleriyle bilişsel davranışçı terapi',
        'Ebeveynler evde birlikte alıştırma yapar ve kendi görüşmelerine katılır',
        'Onayınızla öğretmen veya okulun destek koordinatörüyle görüşme',
      ],
    },
    'ages-12-18': {
      title: '12–18 yaş',
      description:
        'Gençler kararlarda söz sahibi olmak ister. Terapist çoğunlukla gencin kendisiyle konuşur; ebeveynler arka planda sürece dâhil olmaya devam eder.',
      points: [
        'Gencin kendi hedeflerini seçtiği görüşmeler',
        '12 yaşından itibaren ebeveynlerle neleri paylaşacağımıza dair anlaşmalar',
        'Daha uygunsa çevrim içi seanslar ve aralarda kısa görüşmeler',
      ],
    },
  },
} satisfies Translation<typeof source>;
