// The words of ../../legal/accessibility.ts in English, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/accessibility.ts';

export default {
  accessibilityStatement: {
    title: 'Accessibility statement',
    intro:
      'Everyone should be able to use our website, including people with a disability, people on an older phone and people who use assistive technology such as a screen reader. This statement explains what we do to make that possible, what does not work well yet, and how to report a problem.',
    sections: {
      standard: {
        title: 'Our standard',
        paragraphs: [
          'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. This is the international standard for accessible websites, also used by the Dutch government.',
        ],
      },
      'what-we-do': {
        title: 'What we do',
        paragraphs: [
          'For us, accessibility is not something we check at the end but part of how we build. This is how the website works:',
        ],
        bullets: [
          'Everything can be operated with the keyboard alone, with a clearly visible focus',
          'Text and buttons have enough colour contrast, and the website also works in high-contrast mode',
          'You can zoom in to 400% without losing information',
          'Forms have clear labels and hints. Error messages appear next to the field and in a summary at the top, in your own language',
          'The page language is set, so a screen reader pronounces Dutch, English and Turkish correctly',
          'Images that convey information have a description. Moving parts, such as the photo carousel, can be paused',
        ],
      },
      'how-we-test': {
        title: 'How we test',
        paragraphs: ['With every change to the website, we test automatically and by hand:'],
        bullets: [
          'Every component and every page is checked automatically with axe, a widely used accessibility testing tool. An error blocks the change',
          'We go through every page using only the keyboard',
          'We check the pages with screen readers: NVDA on Windows and VoiceOver on Mac and iPhone',
          'We view the website on a narrow mobile screen, zoomed in and in high-contrast mode',
        ],
        closing: ['Automated tests do not find every problem. That is why manual checks and your reports remain important.'],
      },
      'known-limitations': {
        title: 'Known limitations',
        paragraphs: ['We are aware of the following limitations and are working on solutions:'],
        bullets: [
          'The maps on the contact page come from OpenStreetMap and cannot be fully used with a keyboard or screen reader. That is why the address and a link to directions are always on the page as text too',
          'PDF documents from other organisations, such as the health insurer brochures we link to, are not always accessible',
          'The English and Turkish texts are translations. For legal texts, the Dutch version prevails',
        ],
      },
      'report-a-problem': {
        title: 'Report a problem',
        paragraphs: [
          'Have you run into a problem, or is there something on the website you cannot use? Let us know at {email} or call {phone}. Tell us which page it was, what you were trying to do, and which browser or assistive technology you use. We respond within 5 working days and, in the meantime, help you in another way, for example by registering you by phone.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
