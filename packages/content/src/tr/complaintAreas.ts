// The words of ../complaintAreas.ts in Turkish, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/complaintAreas.ts';

export default {
  childComplaintTiles: [
    // anxiety
    {
      title: 'Kaygı ve korkular',
      description: 'Çok fazla endişelenmek, yalnız kalmaktan korkmak ya da bir yere gitmeye cesaret edememek.',
    },
    // low-mood
    {
      title: 'Çökkünlük',
      description: 'Sık sık üzgün ya da huysuz olmak, hiçbir şeye isteği olmamak veya içine kapanmak.',
    },
    // trauma
    {
      title: 'Kötü deneyimler ve travma',
      description: 'Kötü bir olaydan sonra ortaya çıkan kâbuslar, kolay irkilme ya da olayı sürekli düşünme gibi şikâyetler.',
    },
    // behaviour
    {
      title: 'Davranış sorunları',
      description: 'Evde ya da okulda sık öfke nöbetleri, kavga etmek veya kurallara uymakta zorlanmak.',
    },
    // attention
    {
      title: 'Dikkat sorunları ve DEHB',
      description: 'Dikkatini toplamakta, yerinde oturmakta veya beklemekte zorlanmak ve dikkati çabuk dağılmak.',
    },
    // autism
    {
      title: 'Otizm',
      description: 'Uyaranları, sosyal ilişkileri ve değişiklikleri farklı deneyimlemek ve bu yüzden zorlanmak.',
    },
    // fear-of-failure
    {
      title: 'Başarısızlık korkusu',
      description: 'Hata yapmaktan o kadar korkmak ki sınavlar, sunumlar ya da spor artık yapılamaz hâle gelir.',
    },
    // social-problems
    {
      title: 'Sosyal sorunlar ve zorbalık',
      description: 'Arkadaş edinmekte zorlanmak, dışlanmak ya da zorbalığa uğramak.',
    },
    // grief
    {
      title: 'Yas ve kayıp',
      description: 'Bir ölüm, bir boşanma ya da geldiği ülkeden ayrılmak.',
    },
    // self-image
    {
      title: 'Düşük özgüven',
      description: 'Kendine az güvenmek, kendini yeterince iyi bulmamak ya da kendini çok güvensiz hissetmek.',
    },
    // sleep
    {
      title: 'Uyku sorunları',
      description: 'Uykuya dalmakta zorlanmak, sık uyanmak ya da tek başına uyumaya cesaret edememek.',
    },
    // obsessive-compulsive
    {
      title: 'Takıntılar',
      description:
        'Bazı şeyleri tekrar tekrar yapmak ya da kontrol etmek zorunda olduğunu hissetmek veya bir türlü gitmeyen düşünceler.',
    },
  ],
  adultComplaintAreas: [
    // anxiety-and-panic
    {
      title: 'Kaygı ve panik',
      description: 'Panik atakları, sosyal kaygı, fobiler ya da sürekli endişelenmek.',
    },
    // depression
    {
      title: 'Depresyon ve çökkünlük',
      description: 'Uzun süre mutsuz hissetmek, enerjinin az olması ve hiçbir şeyden keyif alamamak.',
    },
    // trauma
    {
      title: 'Travma ve TSSB',
      description:
        'Şiddet, kaza, savaş veya göç etmek zorunda kalmanın ardından yeniden yaşantılama ve irkilme tepkileri gibi şikâyetler.',
    },
    // obsessive-compulsive
    {
      title: 'Obsesif-kompulsif sorunlar',
      description: 'Çok zaman alan ve durdurması zor olan takıntılı düşünceler veya zorlantılı davranışlar.',
    },
    // grief
    {
      title: 'Yas',
      description: 'Uzun zaman geçmesine rağmen hâlâ günlük hayatınıza hâkim olan bir kayıp.',
    },
    // personality
    {
      title: 'Kişilik sorunları',
      description: 'İlişkilerde, duygularla ya da kendinizi nasıl gördüğünüzle ilgili sürekli tekrarlayan sorunlar.',
    },
    // somatic-symptoms
    {
      title: 'Belirgin bir nedeni olmayan bedensel şikâyetler',
      description: 'Doktorun açıklama bulamadığı ve hayatınızı kısıtlayan ağrı, yorgunluk ya da baş dönmesi.',
    },
    // adhd
    {
      title: 'Yetişkinlerde DEHB',
      description: 'İş yerinde ve evde dikkat, planlama ve sakin kalma konularında zorlanmak.',
    },
    // migration-and-culture
    {
      title: 'Göç ve kültürle ilgili sorunlar',
      description: 'İki kültür arasında yaşamak, sıla özlemi ya da ayrımcılıkla bağlantılı kaygı veya çökkünlük.',
    },
  ],
} satisfies Translation<typeof source>;
