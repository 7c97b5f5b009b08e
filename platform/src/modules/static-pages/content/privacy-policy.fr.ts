import type { StaticPageText } from '../static-page-content';

const privacyPolicyFr: StaticPageText = (c) => ({
  title: 'Politique de confidentialité et de sécurité',
  description: `Comment ${c.boardName} recueille, utilise, conserve et protège vos renseignements personnels, et comment exercer vos droits selon la Loi 25 du Québec.`,
  lead: `La protection de vos renseignements personnels est une priorité pour ${c.boardName}. Cette politique explique, en termes simples, quels renseignements nous recueillons, pourquoi, combien de temps nous les gardons et quels sont vos droits. Elle respecte la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, modifiée par la Loi 25.`,
  updated: 'Dernière mise à jour : 22 novembre 2026',
  sections: [
    {
      heading: 'Responsable de la protection des renseignements personnels',
      paragraphs: [
        `Notre responsable de la protection des renseignements personnels veille à l'application de cette politique et répond à toute question ou demande à ce sujet. Vous pouvez le joindre par courriel à ${c.contactEmail}, en indiquant « Protection des renseignements personnels » en objet, ou au moyen de notre formulaire de contact.`,
      ],
    },
    {
      heading: 'Les renseignements que nous recueillons',
      items: [
        'Compte : nom, prénom, adresse courriel, langue préférée et mot de passe (conservé sous forme chiffrée).',
        'Profil de candidat : numéro de téléphone, ville, compétences, curriculum vitæ, lettres de présentation et autres documents que vous choisissez de déposer.',
        'Candidatures : les offres auxquelles vous postulez et les documents transmis à l’employeur.',
        'Employeurs : coordonnées professionnelles, renseignements sur l’entreprise et offres publiées ; les paiements sont traités par notre fournisseur de paiement, et nous ne conservons jamais votre numéro de carte.',
        'Formulaire de contact : votre nom, votre adresse courriel et votre message.',
        'Données techniques : adresse IP, type de navigateur et journaux de connexion, nécessaires à la sécurité du site.',
      ],
    },
    {
      heading: 'Pourquoi nous les utilisons',
      items: [
        'Créer et gérer votre compte, et vous permettre de vous connecter.',
        'Transmettre vos candidatures aux employeurs que vous choisissez.',
        'Permettre aux employeurs de publier des offres et de gérer les candidatures reçues.',
        'Répondre à vos messages et vous envoyer les courriels liés au service (confirmation d’adresse, réinitialisation du mot de passe).',
        'Vous envoyer notre infolettre, seulement si vous y êtes abonné.',
        'Protéger le site contre la fraude et les abus, par exemple en limitant le nombre d’envois d’un même appareil.',
      ],
      after: [
        `Nous n'utilisons vos renseignements qu'à ces fins, ou à une fin compatible avec celles-ci. Pour toute autre fin, nous vous demanderons d'abord votre consentement. Nous ne vendons jamais vos renseignements personnels.`,
      ],
    },
    {
      heading: 'Communication à des tiers',
      paragraphs: [
        `Vos renseignements sont communiqués aux employeurs seulement lorsque vous postulez à leurs offres. Nous faisons aussi appel à des fournisseurs qui agissent pour notre compte (hébergement, envoi de courriels, paiement), liés par contrat à des obligations de confidentialité et de sécurité. Lorsque des renseignements sont hébergés à l'extérieur du Québec, nous évaluons d'abord les facteurs relatifs à la vie privée, comme l'exige la loi, afin de nous assurer qu'ils bénéficient d'une protection adéquate.`,
      ],
    },
    {
      heading: 'Durée de conservation',
      items: [
        'Compte et profil : tant que votre compte est actif ; un compte inactif depuis trois ans est supprimé après un avis par courriel.',
        'Candidatures : deux ans après leur envoi, pour permettre le suivi du processus d’embauche.',
        'Messages du formulaire de contact : deux ans après notre dernière réponse.',
        'Journaux techniques : douze mois au plus.',
        'Documents de facturation : six ans, comme l’exigent les lois fiscales.',
      ],
      after: [
        `À la fin de ces périodes, les renseignements sont détruits ou anonymisés de façon irréversible.`,
      ],
    },
    {
      heading: 'Vos droits',
      items: [
        'Droit d’accès : obtenir une copie des renseignements personnels que nous détenons à votre sujet.',
        'Droit de rectification : faire corriger un renseignement inexact, incomplet ou équivoque.',
        'Retrait du consentement : retirer en tout temps votre consentement à une utilisation, par exemple à l’infolettre.',
        'Suppression et désindexation : demander la suppression de votre compte ou la fin de la diffusion d’un renseignement.',
        'Portabilité : recevoir vos renseignements dans un format technologique structuré et couramment utilisé.',
      ],
      after: [
        `Pour exercer ces droits, écrivez à notre responsable de la protection des renseignements personnels à ${c.contactEmail}. Nous répondons par écrit dans un délai de 30 jours. Si vous n'êtes pas satisfait de notre réponse, vous pouvez porter plainte auprès de la Commission d'accès à l'information du Québec.`,
      ],
    },
    {
      heading: 'Témoins (cookies)',
      paragraphs: [
        `Nous utilisons des témoins essentiels au fonctionnement du site : mémoriser votre langue (i18n_redirected et lang), maintenir votre session lorsque vous êtes connecté et retenir votre choix au sujet des témoins. Aucun témoin d'analyse ou de publicité n'est déposé avant que vous l'ayez accepté dans la bannière prévue à cet effet. Si vous refusez, votre choix est respecté et le site reste entièrement utilisable.`,
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        `Vos renseignements sont transmis de façon chiffrée, les mots de passe sont hachés et l'accès aux données est réservé aux membres de notre équipe qui en ont besoin pour leur travail. En cas d'incident de confidentialité présentant un risque de préjudice sérieux, nous avisons sans délai les personnes concernées et la Commission d'accès à l'information, et nous tenons un registre de ces incidents.`,
      ],
    },
    {
      heading: 'Mineurs',
      paragraphs: [
        `Nos services s'adressent aux personnes de 14 ans et plus. Nous ne recueillons pas sciemment de renseignements sur un enfant de moins de 14 ans sans le consentement de son parent ou tuteur.`,
      ],
    },
    {
      heading: 'Modifications',
      paragraphs: [
        `Nous pouvons modifier cette politique pour tenir compte de l'évolution de nos services ou de la loi. La date de la dernière mise à jour figure en haut de cette page, et nous vous avisons par courriel de tout changement important.`,
      ],
    },
  ],
});

export default privacyPolicyFr;
