import type { StaticPageText } from '../static-page-content';
import { frenchOf } from '@/modules/french-grammar';

const termsFr: StaticPageText = (c) => ({
  title: 'Termes et conditions',
  description: `Les conditions d'utilisation ${frenchOf(c.boardName)} pour les chercheurs d'emploi et les employeurs.`,
  lead: `Les présentes conditions encadrent l'utilisation du site ${c.site} et des services ${frenchOf(c.boardName)}. En créant un compte ou en utilisant le site, vous les acceptez. Prenez quelques minutes pour les lire.`,
  updated: 'Dernière mise à jour : 22 novembre 2026',
  sections: [
    {
      heading: 'Le service',
      paragraphs: [
        `${c.boardName} permet aux chercheurs d'emploi de consulter des offres en ${c.field} et d'y postuler, et aux employeurs de publier des offres et de gérer les candidatures${c.staffing ? ', ainsi que de demander du personnel de dépannage' : ''}. Nous ne sommes pas partie au contrat de travail conclu entre un employeur et un candidat.`,
      ],
    },
    {
      heading: 'Votre compte',
      items: [
        'Vous devez fournir des renseignements exacts et les tenir à jour.',
        'Vous êtes responsable de la confidentialité de votre mot de passe et des activités faites avec votre compte.',
        'Avisez-nous sans délai de toute utilisation non autorisée de votre compte.',
      ],
    },
    {
      heading: 'Obligations des employeurs',
      items: [
        'Publier uniquement des offres réelles, pour des postes à pourvoir, et décrire fidèlement le poste, le lieu et les conditions.',
        'Respecter la Charte des droits et libertés de la personne du Québec : aucune offre ne peut être discriminatoire.',
        'Respecter la Charte de la langue française, notamment en publiant les offres en français.',
        'Utiliser les renseignements des candidats seulement pour le processus d’embauche visé.',
      ],
    },
    {
      heading: 'Contenu interdit',
      paragraphs: [
        `Il est interdit de publier un contenu faux, trompeur, illégal, haineux ou portant atteinte aux droits d'autrui, de demander de l'argent à des candidats, de recueillir des renseignements personnels à d'autres fins que l'embauche ou de perturber le fonctionnement du site. Nous pouvons retirer un tel contenu et suspendre le compte concerné.`,
      ],
    },
    {
      heading: 'Frais',
      paragraphs: [
        `La recherche d'emploi et la candidature sont gratuites pour les candidats. Les frais applicables aux services pour employeurs sont affichés avant tout paiement ; les paiements sont traités par un fournisseur sécurisé.`,
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Le site, son logiciel, ses marques et ses contenus appartiennent à ${c.boardName} ou à ses concédants. Vous conservez vos droits sur les contenus que vous publiez, et vous nous accordez la licence nécessaire pour les afficher dans le cadre du service.`,
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        `Nous faisons des efforts raisonnables pour garder le site disponible et exact, sans pouvoir garantir l'absence d'interruptions. Nous ne sommes pas responsables des décisions d'embauche ni du contenu publié par les employeurs, dans la mesure permise par la loi, notamment la Loi sur la protection du consommateur.`,
      ],
    },
    {
      heading: 'Résiliation',
      paragraphs: [
        `Vous pouvez fermer votre compte en tout temps. Nous pouvons suspendre ou fermer un compte qui ne respecte pas ces conditions, après un avis sauf en cas d'urgence.`,
      ],
    },
    {
      heading: 'Droit applicable et langue',
      paragraphs: [
        `Ces conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s'y appliquent. Elles sont rédigées en français et en anglais ; en cas de divergence, la version française prévaut.`,
      ],
    },
    {
      heading: 'Nous joindre',
      paragraphs: [`Pour toute question sur ces conditions, écrivez-nous à ${c.contactEmail}.`],
    },
  ],
});

export default termsFr;
