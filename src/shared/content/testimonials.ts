export type Testimonial = {
  quote: string;
  name: string;
  context: string;
};

/**
 * The three testimonials on /proof (docs/product.md §2). Operator: replace these with real quotes
 * you have written consent to publish before launch.
 */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I expected a horoscope with extra steps. Instead it put words to the thing we had been circling for a year. We talked for three hours that night, and it was the good kind of talking.',
    name: 'Maya R.',
    context: 'Together 2 years, Detonation report',
  },
  {
    quote:
      'The honesty meter called me out. Politely, but it did. My answers were a 2 out of 5, and yes, I had been telling both of us a nicer story than the real one.',
    name: 'Chris T.',
    context: 'Dating 8 months, Detonation + FOSM (Max)',
  },
  {
    quote:
      'We did the free scan as a joke on a Sunday morning. The watch-outs were so specific we ended up buying the full report. No regrets, and a much better plan for money conversations.',
    name: 'Dani & Jo',
    context: 'Engaged, started with the Free Quick Scan',
  },
];
