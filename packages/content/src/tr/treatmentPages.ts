// The words of ../treatmentPages.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/treatmentPages.ts';

export default {
  cognitiveBehaviouralTherapyTitle: 'Bilişsel davranışçı terapi',
  emdrTitle: 'EMDR terapisi',
  playTherapyTitle: 'Oyun terapisi',
  systemicTherapyTitle: 'Sistemik terapi',
  psychoeducationTitle: 'Belirtilerin açıklanması (psikoeğitim)',
  acceptanceAndCommitmentTherapyTitle: 'Kabul ve kararlılık terapisi (ACT)',
  schemaTherapyTitle: 'Şema terapi',
  couplesTherapyTitle: 'Çift terapisi',
  groupTherapyTitle: 'Grup terapisi',
  exclusionIntro:
    'Ayakta tedavi hizmeti sunuyoruz: Randevuyla gelir, ardından evinize dönersiniz. Bazı durumlarda başka, daha yoğun bir tedavi gerekir; o zaman doğru adres biz değiliz. Bunu sizinle ve sizi sevk eden kişiyle açıkça konuşur, daha uygun bir yer bulmanıza yardımcı oluruz.',
} satisfies Translation<typeof source>;
