import type { StaticPageText } from '../static-page-content';
import { frenchOf } from '@/modules/french-grammar';

const aboutUsFr: StaticPageText = (c) => ({
  title: `À propos ${frenchOf(c.boardName)}`,
  description: `${c.boardName} réunit les ${c.professionals} et les employeurs du Québec : des offres claires, une candidature simple et un service ${c.staffing ? 'de dépannage' : 'de recrutement'} à l'écoute.`,
  lead: `${c.boardName} est un site d'emploi québécois consacré au secteur ${c.field}. Notre mission est simple : mettre en relation, rapidement et sans détour, les personnes qui cherchent du travail et les employeurs qui en offrent.`,
  sections: [
    {
      heading: 'Pour les chercheurs d’emploi',
      paragraphs: [
        `Consultez gratuitement des offres publiées par des employeurs d'ici, filtrez-les par ville, par horaire et par spécialité, puis postulez en quelques clics avec votre curriculum vitæ. Votre profil vous suit d'une candidature à l'autre : vous n'avez pas à tout ressaisir.`,
      ],
      items: [
        'Des offres en français et en anglais, partout au Québec.',
        'Une candidature rapide, depuis un ordinateur ou un téléphone.',
        'Un profil que vous contrôlez : vous pouvez le corriger ou le supprimer en tout temps.',
      ],
    },
    {
      heading: 'Pour les employeurs',
      paragraphs: c.staffing
        ? [
            `Un cuisinier absent un samedi soir, une saison qui démarre plus tôt que prévu, une salle de banquet à combler : notre service de dépannage vous envoie du personnel qualifié quand vous en avez besoin, pour un quart, une semaine ou une saison.`,
            `Vous pouvez aussi publier vos offres d'emploi gratuitement et recevoir les candidatures directement dans votre espace employeur.`,
          ]
        : [
            `Publiez vos offres, recevez les candidatures dans votre espace employeur et suivez-les jusqu'à l'embauche. Nos outils de recrutement vous aident à joindre les bons candidats sans multiplier les plateformes.`,
          ],
    },
    {
      heading: 'Nos engagements',
      items: [
        'Des offres vérifiées : nous retirons celles qui sont trompeuses ou discriminatoires.',
        'Le respect de votre vie privée, conformément à la Loi 25 du Québec.',
        'Un service dans la langue de votre choix, en français ou en anglais.',
        'Une équipe joignable par de vraies personnes.',
      ],
    },
    {
      heading: 'Nous joindre',
      paragraphs: [
        `Une question, une suggestion ou une idée de partenariat? Écrivez-nous à ${c.contactEmail} ou utilisez notre formulaire de contact : nous répondons habituellement en moins de deux jours ouvrables.`,
      ],
    },
  ],
});

export default aboutUsFr;
