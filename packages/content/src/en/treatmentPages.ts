// The words of ../treatmentPages.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/treatmentPages.ts';

export default {
  cognitiveBehaviouralTherapyTitle: 'Cognitive behavioural therapy',
  emdrTitle: 'EMDR therapy',
  playTherapyTitle: 'Play therapy',
  systemicTherapyTitle: 'Systemic therapy',
  psychoeducationTitle: 'Explaining the symptoms (psychoeducation)',
  acceptanceAndCommitmentTherapyTitle: 'Acceptance and commitment therapy (ACT)',
  schemaTherapyTitle: 'Schema therapy',
  couplesTherapyTitle: 'Couples therapy',
  groupTherapyTitle: 'Group therapy',
  exclusionIntro:
    'We offer outpatient care: you come by appointment and go home afterwards. In some situations other, more intensive care is needed, and then we are not the right place. We discuss this honestly with you and your referrer, and help you find care that suits you better.',
} satisfies Translation<typeof source>;
