// The words of ../../legal/complaints.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/complaints.ts';

export default {
  talkToPractitioner:
    'Bir konudan memnun değilseniz bunu tercihen en kısa sürede terapistinize söyleyin. Bir yanlış anlaşılma çoğu zaman bir görüşmeyle çözülebilir. Yanınızda birini getirebilirsiniz.',
  contactComplaintsOfficer:
    'Sorunu terapistinizle çözemediyseniz veya bunu denemek istemiyorsanız {complaintsEmail} adresinden bağımsız şikâyet görevlimize e-posta gönderin. Şikâyet görevlisi size ücretsiz yardım eder, anlattıklarınızı dinler ve sizinle ve bizimle birlikte bir çözüm arar. Resmî bir karar isterseniz 6 hafta içinde yönetimden yazılı bir yanıt alırsınız. Daha fazla zamana ihtiyacımız olursa bunu önceden bildiririz; bu süre hiçbir zaman 10 haftayı geçmez.',
  goToDisputesCommittee:
    'Yanıtımıza katılmıyorsanız ya da yanıtı zamanında almadıysanız uyuşmazlığı bağımsız bir sağlık uyuşmazlıkları komisyonu olan De Geschillencommissie Zorg’a götürebilirsiniz. Komisyonun kararı bağlayıcıdır; komisyon tazminat ödenmesine de karar verebilir. Başvuru için komisyon küçük bir ücret ister.',
  complaintSteps: {
    'talk-to-your-practitioner': {
      title: 'Terapistinizle konuşun',
    },
    'complaints-officer': {
      title: 'Şikâyet görevlisiyle iletişime geçin',
      action: {
        label: 'Şikâyet görevlisine e-posta gönderin',
      },
    },
    'disputes-committee': {
      title: 'Uyuşmazlık komisyonuna başvurun',
    },
  },
  complaintsConfidentialityNote:
    'Şikâyetinizi gizli tutarız. Yalnızca şikâyeti çözmek için gereken kişiler bundan haberdar olur. Bir şikâyet tedavinizi asla olumsuz etkilemez: Her zaman hoş karşılanırsınız ve isterseniz başka bir terapistle devam edebilirsiniz.',
  complaintsProcedure: {
    title: 'Şikâyet prosedürü',
    intro:
      'Size iyi yardım etmek için elimizden geleni yaparız. Yine de memnun kalmadığınız durumlar olabilir. Böyle bir durumda bunu düzeltebilmek ve ondan ders çıkarabilmek için bilmek isteriz. Bu prosedür, Sağlık Hizmetlerinde Kalite, Şikâyetler ve Uyuşmazlıklar Yasası’na (Wkkgz) ve Gençlik Yasası’na uygundur.',
    sections: {
      'who-can-complain': {
        title: 'Kimler şikâyette bulunabilir?',
        paragraphs: [
          'Her danışan veya eski danışan, reşit olmayan bir danışanın ebeveynleri veya vasisi ve vefat eden danışanın yakınları. Örneğin bir aile üyesinin veya bir danışan hakları temsilcisinin sizin adınıza şikâyette bulunmasını da sağlayabilirsiniz. Şikâyet; tedaviyle, size nasıl davranıldığıyla, bir faturayla veya verdiğimiz bir kararla ilgili olabilir.',
        ],
      },
      'step-1': {
        title: '1. adım: önce terapistinizle görüşün',
      },
      'step-2': {
        title: '2. adım: şikâyet görevlisi',
        paragraphs: [
          {},
          'Şikâyet görevlisi bağımsız çalışır: Tedavi ekibinin bir parçası değildir ve şikâyetinizle ilgili yönetimden talimat almaz.',
          'Şikâyet görevlisine şu yollarla ulaşabilirsiniz:',
        ],
        bullets: [
          'e-postayla: {complaintsEmail}',
          'telefonla: {phone} numarasından sekreterliğimizi arayın ({hours}) ve şikâyet görevlisiyle görüşmek istediğinizi söyleyin; görevli sizi geri arar.',
          'mektupla: {name}, Şikâyet Görevlisinin dikkatine, {postalAddress}',
        ],
      },
      'step-3': {
        title: '3. adım: uyuşmazlık komisyonu',
        paragraphs: [
          {},
          '{name}, De Geschillencommissie Zorg’a üyedir. Başvurunuzu komisyonun {shown} adresindeki web sitesi üzerinden yaparsınız. Bunu, şikâyetinizi bize ilettiğiniz tarihten itibaren bir yıl içinde yapın.',
          'Önce bize şikâyette bulunmanız makul olarak beklenemiyorsa, örneğin ilişki ciddi şekilde bozulmuşsa, doğrudan uyuşmazlık komisyonuna da başvurabilirsiniz.',
        ],
      },
      'young-clients': {
        title: 'Gençler ve ebeveynler için: AKJ’nin güven danışmanı',
        paragraphs: [
          'Siz veya çocuğunuz bizden belediyenin karşıladığı gençlik yardımı (Jeugdwet, Gençlik Yasası) alıyorsanız AKJ’nin (Advies- en Klachtenbureau Jeugdzorg, Gençlik Yardımı Danışma ve Şikâyet Bürosu) bir güven danışmanından (vertrouwenspersoon) ücretsiz destek alabilirsiniz. AKJ bağımsızdır: Ne bizim ne de belediyenin adına çalışır.',
          'Güven danışmanı sizi dinler, haklarınızı açıklar ve bizimle birlikte bir çözüm bulmanıza ya da şikâyette bulunmanıza yardımcı olur. Gençler AKJ ile kendileri iletişime geçebilir; ebeveynler de geçebilir.',
          'AKJ’yi {akjPhone} numarasından arayın veya {shown} adresini ziyaret edin.',
        ],
      },
      'other-options': {
        title: 'Diğer seçenekler',
        paragraphs: ['Bu adımların yanı sıra şu kurumlara da başvurabilirsiniz:'],
        bullets: [
          'Şikâyetinizi nereye iletebileceğinizi bilmiyorsanız Landelijk Meldpunt Zorg (ulusal sağlık bildirim merkezi, {shown}). Merkez ücretsiz tavsiye verir ve Sağlık ve Gençlik Yardımı Denetim Kurumu (IGJ) bünyesinde çalışır.',
          'BIG siciline kayıtlı bir terapistin mesleki davranışlarıyla ilgiliyse sağlık hizmetleri disiplin kurulu',
          'SKJ’ye kayıtlı bir uzmanla ilgiliyse Gençlik Kalite Sicili’nin (SKJ) disiplin prosedürü',
          'Şikâyetiniz gizlilikle ilgiliyse Autoriteit Persoonsgegevens (Hollanda Kişisel Verileri Koruma Kurumu)',
        ],
      },
      confidentiality: {
        title: 'Gizlilik',
        paragraphs: [
          'Şikâyetinizle ilgili yazılan her şeyi tedavi dosyanızdan ayrı saklarız; bunları yalnızca şikâyeti çözmek için gereken kişiler okur. Bir şikâyet tedavinizi asla olumsuz etkilemez. Başka bir terapistle devam etmeyi mi tercih edersiniz? Bunu sizin için ayarlarız.',
        ],
      },
    },
  },
  complaintsBodies: {
    'disputes-committee': {
      description: 'Şikâyetinize verdiğimiz yanıta katılmıyorsanız bağlayıcı bir karar veren bağımsız bir komisyon.',
    },
    'landelijk-meldpunt-zorg': {
      description:
        'Şikâyetinizi nereye iletebileceğinizi bilmiyor musunuz? Ulusal sağlık bildirim merkezi Landelijk Meldpunt Zorg ücretsiz tavsiye verir.',
    },
    akj: {
      description:
        'Gençlik yardımı (Jeugdwet) alan gençler ve ebeveynler için: Bir güven danışmanı (vertrouwenspersoon) sorunuz veya şikâyetiniz konusunda size bağımsız ve ücretsiz destek olur.',
    },
  },
} satisfies Translation<typeof source>;
