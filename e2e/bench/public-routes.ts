/** Public routes with fixed French paths (spec section 2): site pages, then guest pages. */
const fixed: [string, string][] = [
  ['home', '/fr'],
  ['find-a-job', '/fr/trouver-un-emploi'],
  ['about-us', '/fr/a-propos'],
  ['contact-us', '/fr/contact-us'],
  ['our-partners', '/fr/nos-partenaires'],
  ['our-solution', '/fr/notre-service-de-depannage'],
  ['privacy-policy', '/fr/politique-de-confidentialite-et-de-securite'],
  ['terms', '/fr/termes-et-conditions'],
  ['login', '/fr/connexion'],
  ['register', '/fr/inscription'],
  ['forgot-password', '/fr/mot-de-passe-oublie'],
  ['employer-login', '/fr/employeur/connexion'],
  ['employer-register', '/fr/employeur/inscription'],
  ['employer-forgot-password', '/fr/employeur/mot-de-passe-oublie'],
];

/** Routes with parameters: the first sitemap URL of each shape stands for the route. */
const shapes: [string, RegExp][] = [
  ['job/category', /^\/fr\/emploi\/[^/]+$/],
  ['job/category/specialization', /^\/fr\/emploi\/[^/]+\/[^/]+$/],
  ['job/category/specialization/city', /^\/fr\/emploi\/[^/]+\/[^/]+\/[^/]+$/],
  ['offer', /^\/fr\/offre\/[^/]+\/\d+$/],
  ['category', /^\/fr\/categorie\/[^/]+\/[^/]+$/],
  ['company', /^\/fr\/entreprise\/[^/]+\/\d+$/],
  ['company/jobs', /^\/fr\/entreprise\/[^/]+\/\d+\/emplois$/],
];

/** One sample path per public route, from the fixed list and the board's sitemap paths. */
export function publicRoutes(sitemapPaths: string[]): { route: string; path: string }[] {
  const routes = fixed.map(([route, path]) => ({ route, path }));
  for (const [route, shape] of shapes) {
    const path = sitemapPaths.find((p) => shape.test(p));
    if (path) routes.push({ route, path });
  }
  return routes;
}
