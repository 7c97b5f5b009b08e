import type { StaticPageText } from '../static-page-content';

const aboutUsEn: StaticPageText = (c) => ({
  title: `About ${c.boardName}`,
  description: `${c.boardName} brings Quebec's ${c.professionals} and employers together: clear job offers, simple applications and a ${c.staffing ? 'staffing' : 'recruitment'} service that listens.`,
  lead: `${c.boardName} is a Quebec job board for ${c.field}. Our mission is simple: connect the people looking for work with the employers who offer it, quickly and without fuss.`,
  sections: [
    {
      heading: 'For job seekers',
      paragraphs: [
        `Browse offers from local employers for free, filter them by city, schedule and specialization, and apply in a few clicks with your resume. Your profile follows you from one application to the next, so you never have to type everything again.`,
      ],
      items: [
        'Offers in French and English, all across Quebec.',
        'Quick applications, from a computer or a phone.',
        'A profile you control: correct it or delete it at any time.',
      ],
    },
    {
      heading: 'For employers',
      paragraphs: c.staffing
        ? [
            `A cook calling in sick on a Saturday night, a season that starts earlier than planned, a banquet hall to staff: our staffing service sends you qualified people when you need them, for one shift, a week or a whole season.`,
            `You can also post your job offers for free and receive applications directly in your employer area.`,
          ]
        : [
            `Post your offers, receive applications in your employer area and follow them all the way to the hire. Our recruitment tools help you reach the right candidates without juggling several platforms.`,
          ],
    },
    {
      heading: 'Our commitments',
      items: [
        'Verified offers: we remove those that are misleading or discriminatory.',
        "Respect for your privacy, in line with Quebec's Law 25.",
        'Service in the language of your choice, French or English.',
        'A team you can reach, made of real people.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `A question, a suggestion or a partnership idea? Write to us at ${c.contactEmail} or use our contact form: we usually answer within two business days.`,
      ],
    },
  ],
});

export default aboutUsEn;
