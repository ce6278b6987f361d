// The words of ../registrationStop.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/registrationStop.ts';

export default {
  registrationStopNotice: {
    title: 'Menzis ve Anderzorg sigortalılarından yeni başvuru alınmıyor',
    text: 'Menzis ile kararlaştırdığımız bu yılki bütçe dolmuştur. Menzis veya Anderzorg sigortalısıysanız şu anda maalesef başvurunuzu kabul edemiyoruz. Sağlık sigortanız başka bir hizmet sağlayıcı bulmanıza ücretsiz olarak yardımcı olur. Yeniden başvuru kabul etmeye başladığımızda bunu bu sayfada duyuracağız.',
  },
} satisfies Translation<typeof source>;
