import { createOfferRoute as route } from '@/modules/employer-offers/server';

export const generateMetadata = route.generateMetadata;
export default route.Page;
