import { privacyLimits } from './limits';
/**
 * Privacy promises (/privacy-ethics) and terms (/terms-of-service), docs/product.md §2 and §9. The
 * numbers live here once; the server's purge schedule and request handling must keep the same
 * promises.
 */

export type LegalItem = {
  id: string;
  title: string;
  body: string;
};

export const privacyIntro = {
  title: 'Privacy & Ethics',
  lead: 'You are trusting us with some of the most personal things you will ever write down. Here is exactly what we do with them, in plain words.',
} as const;

export const privacyPromises: readonly LegalItem[] = [
  {
    id: 'retention',
    title: `We delete your answers after ${privacyLimits.retentionDays} days`,
    body: `An automated purge removes your answers, your partner's answers and your report ${privacyLimits.retentionDays} days after you submit them. For paid orders we keep only an anonymised amount and date, for our accounts.`,
  },
  {
    id: 'who-sees-what',
    title: 'Only the people in the session see the report',
    body: 'Your report is reached through a private link that only you and your partner receive. Nobody else can open it, and we never show one person’s answers to anyone without that link.',
  },
  {
    id: 'no-selling',
    title: 'We never sell or share your answers',
    body: 'No advertising networks, no data brokers, no training other companies’ models on your relationship. Card payments are handled by our payment provider; we never see your card number.',
  },
  {
    id: 'guidance',
    title: 'Guidance, not therapy',
    body: 'mSoul reads what you both wrote and reflects it back. It is not a diagnosis, not counselling and not a substitute for a licensed professional. It is for entertainment purposes only, and it never tells you what to do with your relationship.',
  },
];

export const privacyRights = {
  title: 'Your rights, any time',
  lead: `You can ask us to access, correct, export or delete everything we hold about you. We respond ${privacyLimits.dataRequestResponse}.`,
  rights: [
    { id: 'access', title: 'Access', body: 'See every answer and detail we hold about you.' },
    { id: 'correct', title: 'Correct', body: 'Fix anything that is wrong or out of date.' },
    { id: 'export', title: 'Export', body: 'Get a copy of your data in a file you can keep.' },
    {
      id: 'delete',
      title: 'Delete',
      body: `Have it erased now, without waiting for the ${privacyLimits.retentionDays}-day purge.`,
    },
  ],
  /** Around the support address, which is configuration (SUPPORT_EMAIL). */
  howTo: {
    before:
      'Use Manage my data below to see, correct, download or delete your data yourself. For anything else, write to ',
    after: ' from the e-mail address you used with mSoul, or reply to any e-mail we have sent you.',
  },
} as const;

export const ethicsPrinciples: readonly LegalItem[] = [
  {
    id: 'no-shaming',
    title: 'Candid, never cruel',
    body: 'Reports name patterns, not villains. We write for two people who might both read every word.',
  },
  {
    id: 'safety-first',
    title: 'Safety over scores',
    body: 'When answers suggest fear or control, the report stops grading and points to real help instead.',
  },
  {
    id: 'your-call',
    title: 'Your decision, always',
    body: 'We show you what your answers suggest. What you do about it is entirely up to you.',
  },
];

export const termsIntro = {
  title: 'Terms of Service',
  lead: 'The short version: be an adult, be honest, and know what you are buying. The full terms follow, in plain English.',
} as const;

export const terms: readonly LegalItem[] = [
  {
    id: 'age',
    title: `You must be ${privacyLimits.minimumAge} or older`,
    body: `mSoul is for adults. By using it you confirm you are at least ${privacyLimits.minimumAge} years old, and that your partner is too.`,
  },
  {
    id: 'nature',
    title: 'What mSoul is, and is not',
    body: 'mSoul offers relationship guidance, not therapy, counselling or medical advice, and is provided for entertainment purposes only. Do not rely on it for decisions about your safety, health or legal affairs.',
  },
  {
    id: 'honest-use',
    title: 'Use it honestly and with consent',
    body: 'Only invite a partner who has agreed to take part, and only submit answers that are yours to give. Do not use mSoul to monitor, pressure or harm anyone.',
  },
  {
    id: 'refunds',
    title: 'Payments and refunds',
    body: 'Paid reports are charged once, at the price shown when you pay. Because a report is a personal, digital product made for you, there are no refunds after the report has been delivered. We do refund duplicate purchases and reports that were never delivered.',
  },
  {
    id: 'prices',
    title: 'Price changes',
    body: `Prices may change. We give at least ${privacyLimits.termsChangeNoticeDays} days notice on this site before a change takes effect, and a change never affects an order you have already paid for.`,
  },
  {
    id: 'data',
    title: 'Your data',
    body: `Your answers are deleted after ${privacyLimits.retentionDays} days, as described on our Privacy & Ethics page. You can ask us to access, correct, export or delete them sooner; we respond ${privacyLimits.dataRequestResponse}.`,
  },
  {
    id: 'liability',
    title: 'Limits of our responsibility',
    body: 'Reports reflect the answers given. We do our best, but we cannot promise any particular outcome for your relationship, and our total liability is limited to the amount you paid us.',
  },
  {
    id: 'law',
    title: 'Governing law',
    body: 'These terms are governed by the laws of the United States of America.',
  },
  {
    id: 'arbitration',
    title: 'Disputes and arbitration',
    body: 'If we disagree and cannot sort it out by talking to each other first, the dispute will be settled by binding individual arbitration rather than in court, except where the law says otherwise.',
  },
];
