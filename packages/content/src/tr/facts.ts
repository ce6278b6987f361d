// The words of ../facts.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/facts.ts';

export default {
  phoneHours: {
    text: 'Hafta içi 09.00–12.00 ve 13.00–16.30 saatleri arasında',
    shortText: 'Pzt–Cum 09.00–12.00 ve 13.00–16.30',
  },
  session: {
    text: 'Bir seans yaklaşık 45 dakika sürer. Genellikle haftada bir ya da iki haftada bir görüşürüz.',
  },
  cancellation: {
    text: 'Randevunuza gelemeyecekseniz lütfen en geç 24 saat önceden iptal edin. Bu ücretsizdir. Daha geç iptal ederseniz ya da gelmezseniz {amount} ücret alabiliriz. Bu tutarı sağlık sigortanız veya belediye karşılamaz.',
  },
  deductible: {
    text: '18 yaşından itibaren önce zorunlu kendi payını (eigen risico) ödersiniz. {year} yılında bu tutar, takvim yılı başına {amount} olarak belirlenmiştir. Ayrıca gönüllü bir kendi payı seçtiyseniz o da buna eklenir. 18 yaşından küçük çocuklar için kendi payı ödenmez.',
  },
  funding: {
    text: '18 yaşına kadar tedavi masraflarını çocuğunuzun yaşadığı belediye karşılar. 18 yaşından itibaren masrafları, temel sağlık sigortası kapsamında sağlık sigortası şirketi karşılar.',
  },
  screeningCall: {
    text: 'Başvurunuzdan sonraki 2 ila 4 hafta içinde ön değerlendirme ekibimizden biri sizi kısa bir telefon görüşmesi için arar.',
  },
  intake: {
    text: 'Yer açıldığında ilk değerlendirme görüşmesi (intake) genellikle ön değerlendirmeden 1 ila 3 hafta sonra yapılır.',
  },
  shortTreatment: {
    text: 'Kısa süreli bir tedavi, 3 ila 6 aya yayılan yaklaşık 8 ila 12 seanstan oluşur. Daha fazlası gerekirse size uygun olanı birlikte belirleriz.',
  },
  urgentAppointment: {
    text: 'Acil durumlarda sizi bir hafta içinde görmeye çalışırız. Bu durumda bizi hemen arayın ya da sizi sevk eden kişiden bizi aramasını isteyin.',
  },
  youthConsent: {
    text: 'Çocuğunuz 16 yaşından küçükse velayet sahibi her iki ebeveynin de onayı gerekir. 12 yaşından itibaren ebeveynlerle neleri paylaşacağımızı çocuğunuzla birlikte kararlaştırırız.',
  },
  medicalFileRetention: {
    text: 'Tıbbi dosyanızı son değişiklik tarihinden itibaren 20 yıl saklarız. Bu yasal bir zorunluluktur.',
  },
  treatmentLanguages: {
    text: 'Tedavinizi Felemenkçe, İngilizce veya Türkçe alabilirsiniz. Ekibimiz toplamda beşten fazla dil konuşur; bunlar arasında Arapça, Tarifit (Berberice), Farsça ve Bulgarca da vardır.',
  },
} satisfies Translation<typeof source>;
