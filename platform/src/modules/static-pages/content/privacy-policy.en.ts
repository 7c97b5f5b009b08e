import type { StaticPageText } from '../static-page-content';

const privacyPolicyEn: StaticPageText = (c) => ({
  title: 'Privacy and security policy',
  description: `How ${c.boardName} collects, uses, keeps and protects your personal information, and how to exercise your rights under Quebec's Law 25.`,
  lead: `Protecting your personal information is a priority for ${c.boardName}. This policy explains, in plain words, what information we collect, why, how long we keep it and what your rights are. It follows Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25.`,
  updated: 'Last updated: November 22, 2026',
  sections: [
    {
      heading: 'Person in charge of the protection of personal information',
      paragraphs: [
        `Our person in charge of the protection of personal information oversees this policy and answers any question or request about it. You can reach them by email at ${c.contactEmail}, with "Protection of personal information" as the subject, or through our contact form.`,
      ],
    },
    {
      heading: 'The information we collect',
      items: [
        'Account: first and last name, email address, preferred language and password (stored in hashed form).',
        'Candidate profile: phone number, city, skills, resume, cover letters and any other documents you choose to upload.',
        'Applications: the offers you apply to and the documents sent to the employer.',
        'Employers: business contact details, company information and published offers; payments are processed by our payment provider, and we never keep your card number.',
        'Contact form: your name, your email address and your message.',
        "Technical data: IP address, browser type and connection logs, needed for the site's security.",
      ],
    },
    {
      heading: 'Why we use it',
      items: [
        'To create and manage your account, and let you sign in.',
        'To send your applications to the employers you choose.',
        'To let employers post offers and manage the applications they receive.',
        'To answer your messages and send service emails (address confirmation, password reset).',
        'To send our newsletter, only if you subscribed to it.',
        'To protect the site against fraud and abuse, for example by limiting how often one device can submit a form.',
      ],
      after: [
        `We use your information only for these purposes, or for a purpose compatible with them. For any other purpose, we will ask for your consent first. We never sell your personal information.`,
      ],
    },
    {
      heading: 'Sharing with third parties',
      paragraphs: [
        `Your information is shared with employers only when you apply to their offers. We also rely on providers acting on our behalf (hosting, email delivery, payment), bound by contract to confidentiality and security obligations. When information is stored outside Quebec, we first assess the privacy factors, as the law requires, to make sure it receives adequate protection.`,
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Account and profile: as long as your account is active; an account inactive for three years is deleted after an email notice.',
        'Applications: two years after they are sent, so the hiring process can be followed up.',
        'Contact form messages: two years after our last answer.',
        'Technical logs: twelve months at most.',
        'Billing records: six years, as tax laws require.',
      ],
      after: [
        `At the end of these periods, the information is destroyed or irreversibly anonymized.`,
      ],
    },
    {
      heading: 'Your rights',
      items: [
        'Right of access: get a copy of the personal information we hold about you.',
        'Right of correction: have inaccurate, incomplete or equivocal information corrected.',
        'Withdrawal of consent: withdraw your consent to a use at any time, for example to the newsletter.',
        'Deletion and de-indexing: ask us to delete your account or stop disseminating a piece of information.',
        'Portability: receive your information in a structured, commonly used technological format.',
      ],
      after: [
        `To exercise these rights, write to our person in charge of the protection of personal information at ${c.contactEmail}. We answer in writing within 30 days. If you are not satisfied with our answer, you may file a complaint with the Commission d'accès à l'information du Québec.`,
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        `We use cookies that the site needs to work: remembering your language (i18n_redirected and lang), keeping you signed in and remembering your cookie choice. No analytics or advertising cookie is set before you accept it in the cookie banner. If you refuse, your choice is respected and the site remains fully usable.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        `Your information travels encrypted, passwords are hashed and access to data is limited to the team members who need it for their work. If a confidentiality incident presents a risk of serious injury, we promptly notify the people concerned and the Commission d'accès à l'information, and we keep a register of such incidents.`,
      ],
    },
    {
      heading: 'Minors',
      paragraphs: [
        `Our services are meant for people aged 14 and over. We do not knowingly collect information about a child under 14 without the consent of their parent or guardian.`,
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        `We may change this policy as our services or the law evolve. The date of the last update appears at the top of this page, and we notify you by email of any significant change.`,
      ],
    },
  ],
});

export default privacyPolicyEn;
