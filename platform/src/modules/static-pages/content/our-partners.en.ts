import type { StaticPageText } from '../static-page-content';

const ourPartnersEn: StaticPageText = (c) => ({
  title: 'Our partners',
  description: `The associations, schools and organizations ${c.boardName} works with to promote ${c.field} jobs in Quebec.`,
  lead: `Nobody builds a healthy job market alone. ${c.boardName} works with organizations that share one goal: helping ${c.professionals} find good jobs, and employers find the right people.`,
  sections: [
    {
      heading: 'Who we work with',
      items: [
        'Industry associations, which share our offers with their members.',
        'Schools and vocational training centres, to ease the step from studies to a first job.',
        'Employment and integration organizations, which support newcomers and people changing careers.',
        'A network of employers who share their offers on our partner sites.',
      ],
    },
    {
      heading: 'What our partners get',
      paragraphs: [
        `Our partners gain visibility with our community, priority access to our posting tools and aggregated data on job trends, which never contains personal information.`,
      ],
    },
    {
      heading: 'Become a partner',
      paragraphs: [
        `Would your organization like to work with us? Write to us at ${c.contactEmail} or use the contact form with "Partnership" as the subject. We will suggest a meeting to see what we can build together.`,
      ],
    },
  ],
});

export default ourPartnersEn;
