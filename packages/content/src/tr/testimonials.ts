// The words of ../testimonials.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/testimonials.ts';

export default {
  testimonialRoleLabels: {
    client: 'Danışan',
    parent: 'Ebeveyn',
  },
  testimonials: {
    'client-turkish': {
      quote:
        'Sonunda içimden geçenleri kendi dilimde anlatabildim. Psikoloğum, söylemediğim şeyleri bile anladı. Birkaç ay sonra yeniden uyuyabiliyorum ve bir şeyler yapmaya yeniden cesaret ediyorum.',
      author: '41 yaşında',
    },
    'parent-anxiety': {
      quote:
        'Kızımız artık okula gitmeye cesaret edemiyordu. Biz ebeveynler en başından sürece dâhil olduk ve evde uygulayabileceğimiz öneriler aldık. Oyun terapisti ona zaman ayırdı. Şimdi kızımız okula yine kendi başına bisikletle gidiyor.',
      author: '9 yaşında bir kız çocuğunun annesi',
    },
    'client-trauma': {
      quote:
        'EMDR’den çekiniyordum ama her şey sakin sakin anlatıldı. Hızı kendim belirleyebildim. Anılar hâlâ duruyor ama artık günümü onlar belirlemiyor.',
      author: '28 yaşında',
    },
  },
} satisfies Translation<typeof source>;
