import type { StaticPageText } from '../static-page-content';
import { frenchOf } from '@/modules/french-grammar';

const staffing: StaticPageText = (c) => ({
  title: 'Notre service de dépannage',
  description: `Du personnel qualifié en ${c.field}, pour un quart, une semaine ou une saison : le service de dépannage ${frenchOf(c.boardName)}.`,
  lead: `Une absence imprévue, un événement, un achalandage qui dépasse vos prévisions : notre service de dépannage vous fournit des ${c.professionals} expérimentés, prêts à travailler, souvent dès le lendemain.`,
  sections: [
    {
      heading: 'Comment ça fonctionne',
      items: [
        'Vous nous décrivez le besoin : le poste, les dates, les heures et le lieu.',
        'Nous vous proposons des personnes dont nous avons vérifié l’expérience et les références.',
        'La personne se présente chez vous, prête à travailler selon vos consignes.',
        'Vous recevez une seule facture, selon les heures réellement travaillées.',
      ],
    },
    {
      heading: 'Les postes que nous comblons',
      paragraphs: [
        `Cuisiniers, aides-cuisiniers, plongeurs, serveurs, barmans, préposés à l'entretien ménager, réceptionnistes et personnel de banquet : nous couvrons la cuisine, la salle et l'hébergement.`,
      ],
    },
    {
      heading: 'Pourquoi nous choisir',
      items: [
        'Une équipe qui connaît le milieu et ses rythmes, soirs et fins de semaine compris.',
        'Du personnel formé aux normes d’hygiène et de salubrité du MAPAQ.',
        'Un remplacement rapide si la personne ne convient pas.',
        'Aucun engagement à long terme.',
      ],
    },
    {
      heading: 'Vous cherchez du travail?',
      paragraphs: [
        `Le dépannage est aussi une belle façon de découvrir plusieurs établissements et de choisir vos horaires. Créez votre profil et indiquez que vous êtes disponible pour des remplacements : nous vous proposerons des quarts près de chez vous.`,
      ],
    },
    {
      heading: 'Demander du personnel',
      paragraphs: [
        `Écrivez-nous à ${c.contactEmail} ou utilisez le formulaire de contact en précisant le poste et les dates : nous vous répondons le jour même en semaine.`,
      ],
    },
  ],
});

const recruitment: StaticPageText = (c) => ({
  title: 'Notre solution de recrutement',
  description: `Publication d'offres, suivi des candidatures et accompagnement : la solution de recrutement ${frenchOf(c.boardName)} pour les employeurs du Québec.`,
  lead: `Recruter prend du temps. ${c.boardName} vous aide à joindre des ${c.professionals} qualifiés et à gérer vos candidatures au même endroit, du premier affichage jusqu'à l'embauche.`,
  sections: [
    {
      heading: 'Comment ça fonctionne',
      items: [
        'Créez votre entreprise et publiez une offre claire, en français, en anglais ou dans les deux langues.',
        'Votre offre est diffusée sur notre site et, si vous le souhaitez, sur nos sites partenaires.',
        'Recevez les candidatures dans votre espace employeur ou dans votre système de suivi des candidatures.',
        'Triez, communiquez et embauchez sans quitter la plateforme.',
      ],
    },
    {
      heading: 'Ce qui est inclus',
      items: [
        'Une page d’entreprise pour présenter votre équipe et votre culture.',
        'Des offres optimisées pour les moteurs de recherche et les téléphones.',
        'Un accès direct à notre système de suivi des candidatures, en un clic.',
        'Un accompagnement par notre équipe pour rédiger des offres efficaces et conformes.',
      ],
    },
    {
      heading: 'Tarifs',
      paragraphs: [
        `Vous pouvez publier une offre à l'unité, payée en ligne par carte, ou choisir un forfait annuel si vous recrutez souvent. Le prix est toujours affiché avant le paiement.`,
      ],
    },
    {
      heading: 'Parlons de vos besoins',
      paragraphs: [
        `Écrivez-nous à ${c.contactEmail} ou utilisez le formulaire de contact : un membre de notre équipe vous répondra dans un délai de deux jours ouvrables.`,
      ],
    },
  ],
});

/** The hospitality board sells staffing (replacement staff); the others, recruitment. */
const ourSolutionFr: StaticPageText = (c) => (c.staffing ? staffing(c) : recruitment(c));

export default ourSolutionFr;
