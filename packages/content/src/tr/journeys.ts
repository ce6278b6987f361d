// The words of ../journeys.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/journeys.ts';

export default {
  careJourney: {
    'phone-screening': {
      title: 'Telefonla ön değerlendirme',
      description:
        'Başvurunuzdan sonra ön değerlendirme ekibimiz sizi arar. Bu kısa görüşmede talebinizi konuşur ve başvurunuzun kabul edilip edilmeyeceğine karar veririz. Doğru adres biz değilsek başka bir destek bulmanıza yardımcı oluruz.',
    },
    intake: {
      title: 'İlk değerlendirme görüşmesi',
      description:
        'İlk değerlendirme görüşmesinde sizi daha yakından tanırız. Şikâyetlerinizi, geçmişinizi ve neye ulaşmak istediğinizi konuşuruz. Siz de bize sorularınızı sorabilirsiniz.',
    },
    'treatment-plan': {
      title: 'Tedavi planı',
      description:
        'Terapistinizle birlikte bir plan yaparsınız: Hedefleriniz neler, bunlara hangi tedavi uygun ve ne sıklıkla görüşeceğiz? Her kararda sizin de sözünüz vardır.',
    },
    'therapy-and-recovery': {
      title: 'Terapi ve iyileşme',
      description:
        'Terapi süresince hedeflerinize adım adım ilerlersiniz. Nasıl gittiğini düzenli olarak birlikte değerlendirir, gerekirse planı uyarlarız.',
    },
  },
  departmentJourneys: {
    adults: {
      registration: {
        title: 'Başvuru',
        description: 'Çevrim içi formla başvurur ve aile hekiminizden aldığınız sevk yazısını eklersiniz.',
      },
      screening: {
        title: 'Ön değerlendirme',
        description:
          '2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi arar. Size doğru yardımı sunup sunamayacağımızı konuşuruz.',
      },
      intake: {
        title: 'İlk değerlendirme görüşmesi',
        description:
          'Bekleme süresinden sonra bir terapistle ilk değerlendirme görüşmesi yaparsınız. Şikâyetlerinizi ve hedeflerinizi birlikte belirleriz.',
      },
      treatment: {
        title: 'Tedavi',
        description: 'Terapistinizle birlikte hazırladığınız plana göre tedaviye başlarsınız.',
      },
    },
    children: {
      registration: {
        title: 'Başvuru',
        description:
          'Çocuğunuz için çevrim içi formla başvurur; örneğin aile hekiminden, çocuk sağlığı hekiminden veya mahalle ekibinden aldığınız sevk yazısını eklersiniz.',
      },
      screening: {
        title: 'Ön değerlendirme',
        description:
          'Ön değerlendirme ekibimiz ebeveyn olarak sizi arar. Çocuğunuzun neler yaşadığını ve yardımcı olup olamayacağımızı konuşuruz.',
      },
      intake: {
        title: 'İlk değerlendirme görüşmesi',
        description: 'Önce sizinle, ebeveynlerle görüşürüz. Ardından terapist çocuğunuzla yaşına uygun bir şekilde tanışır.',
      },
      treatment: {
        title: 'Tedavi',
        description: 'Çocuğunuz tedaviye başlar. Siz de düzenli ebeveyn görüşmeleriyle sürece dâhil olmaya devam edersiniz.',
      },
    },
  },
} satisfies Translation<typeof source>;
