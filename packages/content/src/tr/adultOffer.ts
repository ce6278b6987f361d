// The words of ../adultOffer.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/adultOffer.ts';

export default {
  adultOfferMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Terapistinizle birlikte şikâyetlerinizi sürdüren düşünce ve alışkanlıkları inceler, yeni düşünme ve davranma biçimlerini alıştırmalarla denersiniz.',
    },
    emdr: {
      description:
        'Sarsıcı olaylardan sonra etkinliği kanıtlanmış bir tedavi. Kötü anıların yoğunluğu azalır; böylece hayatınızı eskisi kadar etkilemezler.',
    },
    'acceptance-and-commitment-therapy': {
      description:
        'Zor düşünce ve duygularla savaşmak yerine onlara alan açmayı ve yeniden sizin için önemli olana göre yaşamayı öğrenirsiniz.',
    },
    'schema-therapy': {
      description:
        'Uzun süredir devam eden ya da sürekli tekrarlayan sorunlar için. Geçmişinizden gelen hangi kalıpların bugün hâlâ etkili olduğunu ve bunları nasıl kırabileceğinizi keşfedersiniz.',
    },
    'interpersonal-therapy': {
      title: 'Kişiler arası terapi',
      description:
        'Depresyon için kısa süreli bir tedavi. Başkalarıyla ilişkileriniz ve kayıp ya da taşınma gibi hayatınızdaki büyük değişiklikler üzerinde çalışırsınız.',
    },
    mindfulness: {
      title: 'Bilinçli farkındalık temelli bilişsel terapi',
      description:
        'Sekiz oturum boyunca düşüncelerinize dikkatle ve yargılamadan bakmayı öğrenirsiniz. Bu, depresyonun geri dönmesini önlemeye yardımcı olur.',
    },
    'couples-therapy': {
      description:
        'Ruhsal sorunlar partnerinizi de etkiler. Birlikte daha iyi konuşmayı ve birbirinize destek olmayı öğrenirsiniz. Sizden birinin ruhsal rahatsızlığının tedavisinin bir parçasıysa masrafları karşılanır.',
    },
    'group-therapy': {
      description:
        'Küçük bir grupta kaygı veya çökkünlük gibi benzer sorunlar yaşayan kişilerle birlikte çalışırsınız. Birbirinizden öğrenir, birbirinize destek olursunuz.',
    },
    'exposure-therapy': {
      title: 'Maruz bırakma terapisi',
      description:
        'Adım adım ve kendi hızınızda sizi korkutan durumlarla yüzleşirsiniz. Böylece korkunun azaldığını fark edersiniz.',
    },
    psychoeducation: {
      description:
        'Şikâyetleriniz hakkında size ve isterseniz yakınlarınıza yönelik bilgilendirme. Neler olduğunu anlamak çoğu zaman iyileşmenin ilk adımıdır.',
    },
    'psychiatric-consultation': {
      title: 'Psikiyatrik muayene ve ilaç tedavisi',
      description:
        'Gerektiğinde psikiyatristimiz veya uzman hemşiremiz sürece katılır. Terapinizin yanında ilaç tedavisi konusunda öneride bulunur ve kullanımını takip ederler.',
    },
  },
  adultComplaintAreas: {
    'anxiety-and-panic': {
      title: 'Kaygı ve panik',
      description: 'Panik atakları, sosyal kaygı, fobiler ya da sürekli endişelenmek.',
    },
    depression: {
      title: 'Depresyon ve karamsarlık',
      description: 'Uzun süre mutsuz hissetmek, enerjinin az olması ve hiçbir şeyden keyif alamamak.',
    },
    trauma: {
      title: 'Travma ve TSSB',
      description:
        'Şiddet, kaza, savaş veya göç etmek zorunda kalmanın ardından yeniden yaşantılama ve irkilme tepkileri gibi şikâyetler.',
    },
    'obsessive-compulsive': {
      title: 'Obsesif-kompulsif sorunlar',
      description: 'Çok zaman alan ve durdurması zor olan takıntılı düşünceler veya zorlantılı davranışlar.',
    },
    grief: {
      title: 'Yas',
      description: 'Uzun zaman geçmesine rağmen hâlâ günlük hayatınıza hâkim olan bir kayıp.',
    },
    personality: {
      title: 'Kişilik sorunları',
      description: 'İlişkilerde, duygularla ya da kendinizi nasıl gördüğünüzle ilgili sürekli tekrarlayan sorunlar.',
    },
    'somatic-symptoms': {
      title: 'Belirgin bir nedeni olmayan bedensel belirtiler',
      description: 'Doktorun açıklama bulamadığı ve hayatınızı kısıtlayan ağrı, yorgunluk ya da baş dönmesi.',
    },
    adhd: {
      title: 'Yetişkinlerde DEHB',
      description: 'İş yerinde ve evde dikkat, planlama ve sakin kalma konularında zorlanmak.',
    },
    'migration-and-culture': {
      title: 'Göç ve kültürle ilgili sorunlar',
      description: 'İki kültür arasında yaşamak, sıla özlemi ya da ayrımcılıkla bağlantılı kaygı veya çökkünlük.',
    },
  },
  adultExclusionCriteria: {
    'active-suicidality': {
      title: 'Şu anda ciddi olarak intiharı düşünüyorsunuz.',
    },
    'active-addiction': {
      title: 'Şu anda alkol, uyuşturucu veya kumar bağımlısınız.',
    },
    'self-harm-or-violence': {
      title: 'Kendinize zarar veriyorsunuz veya başkalarına şiddet uygulama eğiliminiz var.',
    },
    'active-psychosis': {
      title: 'Şu anda psikoz yaşıyorsunuz: Örneğin sesler duyuyor veya orada olmayan şeyler görüyorsunuz.',
    },
    'severe-eating-disorder': {
      title: 'Anoreksiya veya bulimiya gibi ağır bir yeme bozukluğunuz var.',
    },
  },
} satisfies Translation<typeof source>;
