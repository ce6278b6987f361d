// The words of ../../legal/disclaimer.ts in English, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/disclaimer.ts';

export default {
  disclaimer: {
    title: 'Disclaimer',
    intro: 'This website belongs to Ankerlicht GGZ ({site}). By using the website, you agree to the terms below.',
    sections: {
      'general-information': {
        title: 'General information, not personal advice',
        paragraphs: [
          'The information on this website is general. It is not meant as a diagnosis or personal treatment advice and does not replace a conversation with your GP or practitioner. Unsure about your symptoms? Contact your GP.',
        ],
      },
      'not-for-emergencies': {
        title: 'Not for emergencies',
        paragraphs: [
          'This website and our email address are not meant for emergencies. We only read messages on working days. If you need help right away, call your GP or the out-of-hours GP service. If you are thinking about suicide, call 113 (0800-0113). If a life is in danger, call 112.',
        ],
      },
      accuracy: {
        title: 'Accuracy of the information',
        paragraphs: [
          'We do our best to keep the information correct and up to date. Even so, something may be wrong or outdated. Waiting times are estimates and may change. For coverage, the policy conditions of your health insurer or the rules of your municipality always apply. The information on this website is not legally binding.',
        ],
      },
      'external-links': {
        title: 'Links to other websites',
        paragraphs: [
          'This website contains links to websites run by others, such as map services and organisations like 113 Suicide Prevention. We are not responsible for the content of those websites or for how they handle your data.',
        ],
      },
      'forms-and-email': {
        title: 'Forms and email',
        paragraphs: [
          'The registration form sends your details over a secure connection. Please do not send us medical information by ordinary email unless necessary; use the form or discuss it in a session. How we handle your data is explained in our privacy statement.',
        ],
      },
      'intellectual-property': {
        title: 'Texts and images',
        paragraphs: [
          'The texts, photos and logo on this website belong to Ankerlicht GGZ or are used with the creator’s permission. You may not copy them without our permission, except for your own non-commercial use. The people in the photos are not clients.',
        ],
      },
      translations: {
        title: 'Translations',
        paragraphs: [
          'This website is available in Dutch, English and Turkish. If the languages differ, the Dutch text prevails.',
        ],
      },
      changes: {
        title: 'Changes',
        paragraphs: [
          'We may update this disclaimer. The date at the top shows when this last happened. Any questions? Email {email}.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
