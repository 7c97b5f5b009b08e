import type { StaticPageText } from '../static-page-content';

const staffing: StaticPageText = (c) => ({
  title: 'Our staffing service',
  description: `Qualified ${c.field} staff for one shift, a week or a season: the staffing service of ${c.boardName}.`,
  lead: `An unexpected absence, an event, a rush beyond your forecasts: our staffing service provides experienced ${c.professionals}, ready to work, often as soon as the next day.`,
  sections: [
    {
      heading: 'How it works',
      items: [
        'Tell us what you need: the position, dates, hours and location.',
        'We suggest people whose experience and references we have checked.',
        'They show up at your place, ready to work as you direct.',
        'You receive a single invoice, for the hours actually worked.',
      ],
    },
    {
      heading: 'The positions we fill',
      paragraphs: [
        `Cooks, kitchen helpers, dishwashers, servers, bartenders, housekeeping attendants, front desk agents and banquet staff: we cover the kitchen, the dining room and lodging.`,
      ],
    },
    {
      heading: 'Why choose us',
      items: [
        'A team that knows the trade and its hours, evenings and weekends included.',
        'Staff trained in MAPAQ food hygiene and safety standards.',
        'A quick replacement if the person is not the right fit.',
        'No long-term commitment.',
      ],
    },
    {
      heading: 'Looking for work?',
      paragraphs: [
        `Staffing assignments are also a great way to discover several workplaces and choose your own schedule. Create your profile and say you are available for replacements: we will offer you shifts near you.`,
      ],
    },
    {
      heading: 'Request staff',
      paragraphs: [
        `Write to us at ${c.contactEmail} or use the contact form with the position and dates: we answer the same day on weekdays.`,
      ],
    },
  ],
});

const recruitment: StaticPageText = (c) => ({
  title: 'Our recruitment solution',
  description: `Job postings, application tracking and guidance: the recruitment solution of ${c.boardName} for Quebec employers.`,
  lead: `Hiring takes time. ${c.boardName} helps you reach qualified ${c.professionals} and manage your applications in one place, from the first posting to the hire.`,
  sections: [
    {
      heading: 'How it works',
      items: [
        'Create your company and post a clear offer, in French, English or both.',
        'Your offer is published on our site and, if you wish, on our partner sites.',
        'Receive applications in your employer area or in your applicant tracking system.',
        'Sort, communicate and hire without leaving the platform.',
      ],
    },
    {
      heading: "What's included",
      items: [
        'A company page to present your team and culture.',
        'Offers optimized for search engines and phones.',
        'One-click access to our applicant tracking system.',
        'Help from our team to write effective, compliant offers.',
      ],
    },
    {
      heading: 'Pricing',
      paragraphs: [
        `You can post a single offer, paid online by card, or choose a yearly plan if you hire often. The price is always shown before you pay.`,
      ],
    },
    {
      heading: "Let's talk about your needs",
      paragraphs: [
        `Write to us at ${c.contactEmail} or use the contact form: a member of our team will answer within two business days.`,
      ],
    },
  ],
});

/** The hospitality board sells staffing (replacement staff); the others, recruitment. */
const ourSolutionEn: StaticPageText = (c) => (c.staffing ? staffing(c) : recruitment(c));

export default ourSolutionEn;
