// The words of ../faq.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/faq.ts';

export default {
  faqCategories: {
    algemeen: {
      name: 'General',
    },
    aanmelding: {
      name: 'Registration',
    },
    kosten: {
      name: 'Costs and reimbursement',
    },
    behandeling: {
      name: 'Treatment',
    },
    privacy: {
      name: 'Privacy',
    },
  },
  faqFilterLabels: {
    all: 'All questions',
    adults: 'Adults',
    children: 'Children and young people',
  },
  faqEntries: {
    'what-we-do': {
      question: 'What does Ankerlicht GGZ do?',
      answer:
        'We offer psychological care to adults, and to children and young people together with their parents. You come to us by appointment; there are no overnight stays. We have locations in Amsterdam Nieuw-West and in Zaandam. Sessions can take place at one of our locations or online.',
    },
    languages: {
      question: 'Which languages can I be treated in?',
      answer:
        'You can be treated in Dutch, English or Turkish. Together our team speaks more than five languages, including Arabic, Tarifit (Berber), Farsi and Bulgarian. If you would prefer another language, mention it in your registration and we will see what is possible, sometimes with a professional interpreter.',
    },
    locations: {
      question: 'Where are you located?',
      answer:
        'We have two locations: in Slotervaart Health Centre on Johan Huizingalaan in Amsterdam Nieuw-West, and in Kleurrijk Health Centre in Zaandam-Oost, close to Kogerveld station. Both buildings are wheelchair accessible. When you register, you choose the location that suits you best.',
    },
    'online-sessions': {
      question: 'Can I have sessions online?',
      answer:
        'Yes. Many sessions can take place over a secure video connection. All you need is a phone, tablet or computer with a camera, and a quiet place. We prefer to hold the first session and some assessments at one of our locations. Your practitioner will discuss with you what works best.',
    },
    'phone-hours': {
      question: 'When can I call you?',
      answer:
        'You can call us on {phone} on weekdays from 09:00 to 12:00 and from 13:00 to 16:30. You can email {email} at any time. We reply within two working days.',
    },
    crisis: {
      question: 'What should I do if things are going badly and I cannot wait?',
      answer:
        'Ankerlicht GGZ is not a crisis service. If you need help urgently, call your GP, or the out-of-hours GP service in the evening, at night and at weekends. If you are thinking about suicide, call 113 Suicide Prevention free of charge on 0800-0113, day and night. If someone’s life is in immediate danger, call 112.',
    },
    'registered-practitioners': {
      question: 'Are your practitioners registered?',
      answer:
        'Yes, insofar as their profession requires it. Our healthcare psychologists, clinical psychologist, psychotherapist, psychiatrists and mental health nurse specialist are listed in the BIG register. Our youth care professionals are registered with the Youth Quality Register (SKJ). You can check this yourself on the registers’ websites.',
    },
    'referral-adults': {
      question: 'Do I need a referral letter?',
      answer:
        'Yes. Without a referral letter, your health insurer will not pay for your treatment. Ask your GP for the letter. It must state the date, the referrer’s AGB code and the suspected mental health condition according to the DSM-5 (the handbook care providers use for this). The letter must be dated before your treatment starts. You upload it with your registration.',
    },
    'referral-children': {
      question: 'Who can refer my child?',
      answer:
        'Up to 18: your GP, a medical specialist (such as a paediatrician), the youth doctor, or someone from the neighbourhood team or Parent and Child Team. They refer your child to youth mental health care. Up to 18 the municipality pays and there is no deductible. From 18 a referral from a GP or medical specialist is needed and the deductible applies. We help young people up to 23. Upload the referral letter when you register.',
    },
    'how-to-register': {
      question: 'How do I register myself or my child?',
      answer:
        'Fill in the registration form on this website: there is one form for adults and one for children and young people. Attach the referral letter. If you get stuck, call us and we will help. After you register, our screening team reviews your details and we contact you.',
    },
    'waiting-time': {
      question: 'How long is the waiting time?',
      answer:
        'For children and young people the waiting time is currently {childrenWait}. For adults it is {adultsWait} from registration to intake. If it is urgent, we try to see you within a week. The waiting time page always shows the latest situation.',
    },
    'after-registration': {
      question: 'What happens after I register?',
      answer:
        'Our screening team reads your registration and the referral letter. Within 2 to 4 weeks, a member of staff gives you a short phone call. We discuss whether we can offer the right help. If so, we invite you for an intake as soon as a place is available. If not, we help you find care that suits you better.',
    },
    'what-to-have-ready': {
      question: 'What do I need to register?',
      answer:
        'Have these ready: the referral letter (as a PDF, Word file or photo), your citizen service number (BSN), the name of your health insurer and your address. For a child, the parent or guardian fills in the form with the child’s details. Bring valid ID to the intake.',
    },
    'parents-consent': {
      question: 'Do both parents need to give consent?',
      answer:
        'Yes, if your child is under 16 and both parents have parental authority. This also applies if you are divorced. Between 12 and 16, your child also gives consent. From 16, your child decides. If the parents disagree, contact us and we will look for a solution together.',
    },
    'youth-up-to-23': {
      question: 'My child is 18 or older. Which form do I use?',
      answer:
        'Young people up to 23 register with the form for children and young people, so the care fits their age. From 18, however, the health insurer pays for treatment instead of the municipality, and the deductible applies. From 18, young people should ideally fill in the form themselves.',
    },
    'adult-costs': {
      question: 'What does treatment for adults cost?',
      answer:
        'Your treatment is covered by basic health insurance, so you do not need supplementary insurance. You do first pay your deductible, unless you have already used it up this year. We bill your health insurer directly, and the insurer then bills you for the deductible.',
    },
    deductible: {
      question: 'What is the deductible (eigen risico)?',
      answer:
        'The deductible is the amount you pay yourself each year before basic health insurance covers your care. In {year}, the mandatory deductible is {amount} per calendar year. If you also have a voluntary deductible, that comes on top. Children under 18 have no deductible. If your treatment continues into the new year, each session counts towards the deductible of the year in which it takes place.',
    },
    'child-costs': {
      question: 'Who pays for my child’s treatment?',
      answer:
        'Up to 18, the municipality where your child lives pays. This is set out in the Youth Act (Jeugdwet). You pay nothing yourself and there is no deductible. We have contracts with eight municipalities and regions, including Amsterdam Nieuw-West and Zaanstreek-Waterland. If you live elsewhere, call us and we will find out for you.',
    },
    'insurer-contracts': {
      question: 'Do you have a contract with my health insurer?',
      answer:
        'We have contracts with all major health insurers, so your treatment is fully covered by basic health insurance, apart from the deductible. Please note: we are currently not accepting registrations from people insured with Menzis or Anderzorg, because the budget agreed for this year has been reached. The full list is on the funding page for adults.',
    },
    'late-cancellation': {
      question: 'What if I need to cancel an appointment?',
      answer:
        'Cancel your appointment at least 24 hours in advance, by phone or email, and it costs nothing. If you cancel later or do not come, we may charge {amount}. Your health insurer or municipality does not pay this amount. If you are ill or there is an emergency, we always look at your situation together first.',
    },
    'couples-therapy-coverage': {
      question: 'Is couples therapy covered?',
      answer:
        'Relationship problems on their own are not covered by basic health insurance. Couples therapy is covered when it is part of the treatment of a mental health condition in one of you, such as depression. In the intake we discuss what applies in your situation.',
    },
    'what-treatment-looks-like': {
      question: 'What does treatment look like?',
      answer:
        'After the intake, you and your practitioner make a treatment plan with goals. A session lasts about 45 minutes, usually once a week or once every two weeks. A short treatment is about 8 to 12 sessions over 3 to 6 months. If more is needed, treatment can take longer. We regularly review together how things are going.',
    },
    methods: {
      question: 'Which treatment methods do you use?',
      answer:
        'We use methods that are known to work, such as cognitive behavioural therapy, EMDR, systemic therapy, play therapy and mindfulness. Which method is right for you depends on your symptoms and on your own wishes. We discuss this in the intake.',
    },
    'parent-involvement': {
      question: 'How are we involved as parents?',
      answer:
        'Parents play a very important role in treatment. We start by meeting you as parents, and then get to know your child. During treatment you have regular parent sessions and get tips for home. The younger the child, the more we do together with you.',
    },
    'school-collaboration': {
      question: 'Do you work with my child’s school?',
      answer:
        'Yes, if that helps. Many children also struggle at school. With your consent we consult the class teacher, form tutor or SENCo (special educational needs coordinator), so your child gets the same support at home and at school. Without your consent, we share nothing with the school.',
    },
    'change-practitioner': {
      question: 'What if I don’t get along with my practitioner?',
      answer:
        'A good relationship with your practitioner matters. Raise it with your practitioner first; that often helps. If it does not, or it still does not feel right, ask for a different practitioner. We will look for a solution together.',
    },
    'not-the-right-place': {
      question: 'Can you help everyone?',
      answer:
        'No. Sometimes other care is better, for example with an active addiction, psychosis, severe eating problems, or when someone is in immediate danger. Our care pages for adults and for children and young people explain when we are not the right place. If that is the case, we discuss it honestly with you and your referrer, and help you find where you can go.',
    },
    'bring-someone': {
      question: 'Can I bring someone to a session?',
      answer:
        'Yes, you can. Many people like their partner, a family member or a friend to come along to the intake or a review. Let your practitioner know in advance. Sometimes it also helps to have part of the session on your own.',
    },
    'who-sees-my-file': {
      question: 'Who can see my file?',
      answer:
        'Only the people involved in your treatment, and the staff who handle its administration. They all have a duty of professional secrecy or confidentiality. Others only receive information with your consent, or when the law requires it. You may always view your own file and ask for a copy.',
    },
    retention: {
      question: 'How long do you keep my data?',
      answer:
        'We keep your medical file for 20 years, counted from the last change. This is required by law (the WGBO). After that, we destroy it. If you do not go on to treatment with us after the screening, we delete your registration details and referral letter within a year.',
    },
    'insurer-information': {
      question: 'What does my health insurer see?',
      answer:
        'For billing, we send your insurer the details it needs, such as the type of care and the date. By default, this includes the main group of your diagnosis. If you do not want that, you can sign a privacy declaration (privacyverklaring), and your insurer will then receive no information about your diagnosis. Ask your practitioner about it.',
    },
    'gp-information': {
      question: 'Will my GP hear what happens in treatment?',
      answer:
        'Only with your consent. Usually we send the referrer a short letter at the start and at the end of treatment. We discuss its contents with you first. If you do not want this, we send nothing.',
    },
    'what-parents-hear': {
      question: 'What does the practitioner tell us as parents?',
      answer:
        'With young children, we discuss everything important with you. From the age of 12, we agree with your child what we share with you. Young people sometimes need to trust that something stays between them and their practitioner. If there are concerns about your child’s safety, we will always tell you.',
    },
    'municipality-information': {
      question: 'What does the municipality know about my child’s treatment?',
      answer:
        'For payment, the municipality only receives the details it needs: who receives care, what type of care and for how long. The municipality receives no session notes and no diagnosis.',
    },
  },
} satisfies Translation<typeof source>;
