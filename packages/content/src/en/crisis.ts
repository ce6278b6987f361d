// The words of ../crisis.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/crisis.ts';

export default {
  crisisLines: {
    emergency: {
      name: 'Emergency number 112',
      availability: 'Day and night',
      description: 'Is someone’s life in danger right now? Call 112.',
    },
    'suicide-prevention': {
      name: '113 Suicide Prevention',
      availability: 'Day and night, anonymous',
      description: 'Are you thinking about suicide, or worried about someone? Call 0800-0113 (free) or 113, or chat at 113.nl.',
    },
    gp: {
      name: 'Your GP or the out-of-hours GP service',
      availability: 'Your own GP during the day; the out-of-hours GP service in the evening, at night and at weekends',
      description:
        'Do you need help urgently, but no one’s life is in immediate danger? Call your GP. Outside office hours, call the out-of-hours GP service in your area.',
    },
  },
  notACrisisService: 'Ankerlicht GGZ is not a crisis service. Our team can only be reached during office hours.',
} satisfies Translation<typeof source>;
