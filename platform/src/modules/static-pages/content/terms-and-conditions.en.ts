import type { StaticPageText } from '../static-page-content';

const termsEn: StaticPageText = (c) => ({
  title: 'Terms and conditions',
  description: `The terms of use of ${c.boardName} for job seekers and employers.`,
  lead: `These terms govern your use of the ${c.site} site and the services of ${c.boardName}. By creating an account or using the site, you accept them. Please take a few minutes to read them.`,
  updated: 'Last updated: November 22, 2026',
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        `${c.boardName} lets job seekers browse and apply to ${c.field} offers, and lets employers post offers and manage applications${c.staffing ? ', and request replacement staff through our staffing service' : ''}. We are not a party to the employment contract between an employer and a candidate.`,
      ],
    },
    {
      heading: 'Your account',
      items: [
        'You must give accurate information and keep it up to date.',
        'You are responsible for keeping your password confidential and for what is done with your account.',
        'Tell us promptly about any unauthorized use of your account.',
      ],
    },
    {
      heading: "Employers' obligations",
      items: [
        'Post only real offers, for open positions, and describe the job, location and conditions accurately.',
        'Respect the Quebec Charter of human rights and freedoms: no offer may be discriminatory.',
        'Respect the Charter of the French language, including by publishing offers in French.',
        "Use candidates' information only for the hiring process it was sent for.",
      ],
    },
    {
      heading: 'Prohibited content',
      paragraphs: [
        `You may not post false, misleading, illegal or hateful content or content that infringes the rights of others, ask candidates for money, collect personal information for anything other than hiring, or disrupt the site. We may remove such content and suspend the account involved.`,
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        `Searching and applying for jobs is free for candidates. Any fees for employer services are shown before payment; payments are processed by a secure provider.`,
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The site, its software, trademarks and content belong to ${c.boardName} or its licensors. You keep your rights in the content you post, and you grant us the licence needed to display it as part of the service.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `We make reasonable efforts to keep the site available and accurate, but cannot guarantee it will never be interrupted. We are not responsible for hiring decisions or for content posted by employers, to the extent permitted by law, including the Consumer Protection Act.`,
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        `You may close your account at any time. We may suspend or close an account that breaks these terms, after a notice except in an emergency.`,
      ],
    },
    {
      heading: 'Governing law and language',
      paragraphs: [
        `These terms are governed by the laws of Quebec and the federal laws of Canada that apply there. They are written in French and English; if the versions differ, the French version prevails.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [`For any question about these terms, write to us at ${c.contactEmail}.`],
    },
  ],
});

export default termsEn;
