import type { StaticPageText } from '../static-page-content';

const ourPartnersFr: StaticPageText = (c) => ({
  title: 'Nos partenaires',
  description: `Les associations, écoles et organismes avec lesquels ${c.boardName} collabore pour faire connaître les emplois en ${c.field} au Québec.`,
  lead: `Personne ne bâtit seul un marché de l'emploi en santé. ${c.boardName} travaille avec des organisations qui partagent un même objectif : aider les ${c.professionals} à trouver un bon emploi, et les employeurs à trouver les bonnes personnes.`,
  sections: [
    {
      heading: 'Avec qui nous travaillons',
      items: [
        'Des associations sectorielles, qui relaient nos offres auprès de leurs membres.',
        'Des écoles et des centres de formation professionnelle, pour faciliter le passage des études au premier emploi.',
        "Des organismes d'aide à l'emploi et d'intégration, qui accompagnent les nouveaux arrivants et les personnes en réorientation.",
        "Un réseau d'employeurs qui partagent leurs offres sur nos sites partenaires.",
      ],
    },
    {
      heading: 'Ce que nos partenaires y gagnent',
      paragraphs: [
        `Nos partenaires obtiennent une visibilité auprès de notre communauté, un accès privilégié à nos outils de publication et des données agrégées sur les tendances de l'emploi, qui ne contiennent jamais de renseignements personnels.`,
      ],
    },
    {
      heading: 'Devenir partenaire',
      paragraphs: [
        `Votre organisation souhaite collaborer avec nous? Écrivez-nous à ${c.contactEmail} ou passez par le formulaire de contact en précisant « Partenariat » comme objet. Nous vous proposerons une rencontre pour voir ensemble ce que nous pouvons bâtir.`,
      ],
    },
  ],
});

export default ourPartnersFr;
